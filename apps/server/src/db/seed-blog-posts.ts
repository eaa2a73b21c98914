import type { BlogCategory } from '@azubi/shared/blog/blog-posts';

/**
 * The demo blog: three articles per category, each in English and German (a translation pair).
 * The text is Markdown (## headings, - lists, **bold**, [links](/path)), rendered and sanitised by
 * apps/server/src/features/blog/render-markdown.ts. Illustrations live in apps/web/public/blog/.
 */

export type SeedPostText = {
  slug: string;
  title: string;
  excerpt: string;
  content: string;
  seoTitle?: string;
  seoDescription?: string;
};

export type SeedBlogPost = {
  category: BlogCategory;
  featured?: boolean;
  image: string;
  /** Published this many days before the seed runs, so the list has a stable order. */
  daysAgo: number;
  en: SeedPostText;
  de: SeedPostText;
};

export const SEED_BLOG_POSTS: SeedBlogPost[] = [
  // ── Ausbildung ─────────────────────────────────────────────────────────────
  {
    category: 'ausbildung',
    featured: true,
    image: '/blog/ausbildung-dual-system.svg',
    daysAgo: 2,
    en: {
      slug: 'what-is-an-ausbildung',
      title: 'What is an Ausbildung? Germany’s dual training explained',
      seoTitle: 'What is an Ausbildung? Dual vocational training in Germany explained',
      seoDescription:
        'How vocational training (Ausbildung) works in Germany: company and vocational school, training pay from day one, duration, the final exam and what international candidates need.',
      excerpt:
        'Two places of learning, a salary from day one and a recognised qualification: how vocational training works in Germany.',
      content: `An Ausbildung is Germany’s way of training skilled workers. You learn a profession in two places at once: in a company, where you work on real tasks, and at a vocational school (Berufsschule), where you learn the theory. That is why it is called the **dual system**.

## How long does it take?

Most programmes take three years, some two or three and a half. With good results, or with a school-leaving certificate that qualifies for university, the training can often be shortened.

## What you get

- A training contract with fixed working hours and at least 24 working days of holiday a year
- Training pay every month, from the first day
- Health, pension and unemployment insurance
- A final exam at the chamber of commerce (IHK) or crafts (HWK), recognised everywhere in Germany

## What you need as an international candidate

For most Ausbildung places, employers and embassies expect German at level **B1**; for nursing and other jobs with a lot of talking, often B2. You also need a school-leaving certificate that is recognised as comparable to a German one. After signing the contract, you apply for a visa for vocational training at the German embassy.

On Azubi Connect, you can [browse the blog](/blog) for guides on each step, or create a free profile so employers can find you.`,
    },
    de: {
      slug: 'was-ist-eine-ausbildung',
      title: 'Was ist eine Ausbildung? Das duale System erklärt',
      seoTitle: 'Was ist eine Ausbildung? Die duale Berufsausbildung in Deutschland',
      seoDescription:
        'So funktioniert die Ausbildung in Deutschland: Betrieb und Berufsschule, Vergütung ab dem ersten Tag, Dauer, Abschlussprüfung und was internationale Bewerber brauchen.',
      excerpt:
        'Zwei Lernorte, Gehalt ab dem ersten Tag und ein anerkannter Abschluss: So funktioniert die Berufsausbildung in Deutschland.',
      content: `Mit der Ausbildung bildet Deutschland seine Fachkräfte aus. Du lernst einen Beruf an zwei Orten gleichzeitig: im Betrieb, wo du echte Aufgaben übernimmst, und in der Berufsschule, wo du die Theorie lernst. Deshalb heißt es **duales System**.

## Wie lange dauert sie?

Die meisten Ausbildungen dauern drei Jahre, manche zwei oder dreieinhalb. Mit guten Leistungen oder mit Abitur lässt sich die Ausbildung oft verkürzen.

## Was du bekommst

- Einen Ausbildungsvertrag mit festen Arbeitszeiten und mindestens 24 Urlaubstagen im Jahr
- Jeden Monat eine Ausbildungsvergütung, vom ersten Tag an
- Kranken-, Renten- und Arbeitslosenversicherung
- Eine Abschlussprüfung vor der IHK oder der Handwerkskammer, in ganz Deutschland anerkannt

## Was du als internationale Bewerberin oder internationaler Bewerber brauchst

Für die meisten Ausbildungsplätze erwarten Betriebe und Botschaften Deutsch auf Niveau **B1**, in der Pflege und anderen Berufen mit viel Kommunikation oft B2. Außerdem brauchst du einen Schulabschluss, der einem deutschen Abschluss vergleichbar ist. Nach der Vertragsunterschrift beantragst du bei der deutschen Botschaft ein Visum zur Berufsausbildung.

Im [Blog](/de/blog) findest du Ratgeber zu jedem Schritt. Oder du legst ein kostenloses Profil an, damit Betriebe dich finden.`,
    },
  },
  {
    category: 'ausbildung',
    image: '/blog/ausbildung-pay.svg',
    daysAgo: 12,
    en: {
      slug: 'ausbildung-pay-and-living-costs',
      title: 'Training pay and living costs: can you live on an Ausbildung salary?',
      excerpt:
        'The legal minimum, typical pay in popular professions and a realistic monthly budget for apprentices in German cities.',
      content: `Every apprentice in Germany receives training pay (Ausbildungsvergütung). Since 2020 there is a legal minimum, and many collective agreements pay well above it.

## The legal minimum

For training contracts starting in 2025, the minimum is **682 euros** a month in the first year, rising to 805 euros in the second, 921 in the third and 955 in the fourth year. Companies bound by a collective agreement may pay what that agreement says.

## Typical pay in popular professions

- Nursing (Pflegefachfrau/Pflegefachmann): usually well over 1,100 euros in the first year
- Industrial and IT professions: often 1,000 to 1,200 euros
- Hotel, restaurant and bakery trades: often closer to the minimum

## A realistic budget

Rent is the biggest item. A room in a shared flat costs around 350 to 550 euros in most cities, more in Munich, Hamburg or Frankfurt. Add about 60 euros for a public transport ticket (many employers pay for the Deutschlandticket), 250 euros for food and 50 euros for your phone and internet.

If your pay does not cover your living costs, the embassy will ask how you close the gap, for example with savings in a blocked account or a formal obligation from someone in Germany. Some employers offer a room in a staff house: ask about it in the interview.`,
    },
    de: {
      slug: 'ausbildungsverguetung-und-lebenshaltungskosten',
      title: 'Ausbildungsvergütung und Lebenshaltungskosten: Reicht das Azubi-Gehalt?',
      excerpt:
        'Die gesetzliche Mindestvergütung, typische Vergütungen in beliebten Berufen und ein realistisches Monatsbudget für Azubis in deutschen Städten.',
      content: `Alle Auszubildenden in Deutschland erhalten eine Ausbildungsvergütung. Seit 2020 gibt es eine gesetzliche Untergrenze, und viele Tarifverträge zahlen deutlich mehr.

## Die Mindestvergütung

Für Ausbildungen, die 2025 beginnen, liegt die Mindestvergütung bei **682 Euro** im Monat im ersten Jahr, 805 Euro im zweiten, 921 Euro im dritten und 955 Euro im vierten Jahr. Tarifgebundene Betriebe zahlen, was ihr Tarifvertrag vorsieht.

## Typische Vergütungen in beliebten Berufen

- Pflegefachfrau/Pflegefachmann: meist deutlich über 1.100 Euro im ersten Jahr
- Industrie- und IT-Berufe: oft 1.000 bis 1.200 Euro
- Hotel, Gastronomie und Bäckerhandwerk: oft näher an der Mindestvergütung

## Ein realistisches Budget

Die Miete ist der größte Posten. Ein WG-Zimmer kostet in den meisten Städten etwa 350 bis 550 Euro, in München, Hamburg oder Frankfurt mehr. Dazu kommen rund 60 Euro für den Nahverkehr (viele Betriebe zahlen das Deutschlandticket), 250 Euro für Lebensmittel und 50 Euro für Handy und Internet.

Reicht die Vergütung nicht für den Lebensunterhalt, fragt die Botschaft, wie du die Lücke schließt, zum Beispiel mit einem Sperrkonto oder einer Verpflichtungserklärung. Manche Betriebe bieten ein Zimmer im Personalwohnheim an: Frag im Vorstellungsgespräch danach.`,
    },
  },
  {
    category: 'ausbildung',
    image: '/blog/ausbildung-careers.svg',
    daysAgo: 26,
    en: {
      slug: 'popular-ausbildung-professions-for-international-candidates',
      title: 'Seven Ausbildung professions with great chances for international candidates',
      excerpt:
        'Where German employers are looking hardest for apprentices, what the work is like and which German level you need.',
      content: `Germany has more open training places than applicants in many professions. These seven are especially open to international candidates.

## Care and health

1. **Nursing (Pflegefachfrau/Pflegefachmann)**: three years, generalist training for hospitals, care homes and home care. Usually B2 required. Good pay during training.
2. **Medical assistant (Medizinische/r Fachangestellte/r)**: practice organisation and patient care in doctors’ surgeries. B1 to B2.

## Crafts and technology

3. **Mechatronics technician**: industrial machines, robots and control systems. Strong maths helps. B1.
4. **Electronics technician**: buildings, energy systems, solar. B1.
5. **Plumbing, heating and air conditioning (Anlagenmechaniker/in SHK)**: high demand because of the switch to heat pumps. B1.

## Hospitality and food

6. **Cook** and **hotel specialist**: many places with accommodation, often in tourist regions. A2 to B1 to start, more during training.
7. **Baker** and **bakery sales**: early hours, but often small teams and quick responsibility. B1.

## How to choose

Think about what you enjoy doing with your hands or with people, and where you want to live. Cities have more choice; rural regions often have more places, lower rents and employers who help a lot with arriving.`,
    },
    de: {
      slug: 'beliebte-ausbildungsberufe-fuer-internationale-bewerber',
      title: 'Sieben Ausbildungsberufe mit guten Chancen für internationale Bewerber',
      excerpt:
        'Wo deutsche Betriebe besonders dringend Azubis suchen, wie die Arbeit aussieht und welches Deutschniveau du brauchst.',
      content: `In vielen Berufen gibt es in Deutschland mehr offene Ausbildungsplätze als Bewerber. Diese sieben sind für internationale Bewerberinnen und Bewerber besonders offen.

## Pflege und Gesundheit

1. **Pflegefachfrau/Pflegefachmann**: drei Jahre, generalistische Ausbildung für Krankenhaus, Pflegeheim und ambulante Pflege. Meist B2 erforderlich. Gute Vergütung schon in der Ausbildung.
2. **Medizinische/r Fachangestellte/r**: Praxisorganisation und Patientenbetreuung in Arztpraxen. B1 bis B2.

## Handwerk und Technik

3. **Mechatroniker/in**: Industriemaschinen, Roboter und Steuerungen. Gute Mathekenntnisse helfen. B1.
4. **Elektroniker/in**: Gebäude, Energietechnik, Photovoltaik. B1.
5. **Anlagenmechaniker/in SHK**: sehr gefragt durch den Umstieg auf Wärmepumpen. B1.

## Gastronomie und Lebensmittel

6. **Koch/Köchin** und **Hotelfachfrau/Hotelfachmann**: viele Stellen mit Unterkunft, oft in Urlaubsregionen. A2 bis B1 zum Start, mehr im Lauf der Ausbildung.
7. **Bäcker/in** und **Fachverkäufer/in im Lebensmittelhandwerk**: früher Arbeitsbeginn, aber oft kleine Teams und schnell Verantwortung. B1.

## So findest du deinen Beruf

Überleg, was dir Freude macht, ob du lieber mit den Händen oder mit Menschen arbeitest, und wo du leben möchtest. Städte bieten mehr Auswahl, ländliche Regionen oft mehr Plätze, günstigere Mieten und Betriebe, die beim Ankommen viel helfen.`,
    },
  },

  // ── FSJ / BFD ──────────────────────────────────────────────────────────────
  {
    category: 'fsj',
    featured: true,
    image: '/blog/fsj-volunteers.svg',
    daysAgo: 5,
    en: {
      slug: 'fsj-and-bfd-for-international-volunteers',
      title: 'FSJ and BFD: a year of voluntary service in Germany',
      excerpt:
        'Pocket money, seminars and real work experience: what a voluntary social year offers and who can apply.',
      content: `The Freiwilliges Soziales Jahr (FSJ) and the Bundesfreiwilligendienst (BFD) let you work for six to eighteen months in a social, cultural or environmental organisation. Most services last twelve months and start in August or September.

## Where volunteers work

- Hospitals and care homes
- Kindergartens, schools and youth centres
- Workshops for people with disabilities
- Sports clubs, museums and nature conservation projects

## What you receive

- Monthly pocket money, often with help for food and accommodation
- Health, pension and unemployment insurance
- At least 25 seminar days during a twelve-month service, with other volunteers
- A certificate at the end, which helps when you later apply for an Ausbildung

## Who can apply

The FSJ is for people who have finished compulsory schooling and are under 27. The BFD has no upper age limit. German at level **A2** is usually enough to start, and you will improve quickly because you speak German all day.

Many volunteers use the year to find out whether a profession suits them: a year in a hospital is the best preparation for an Ausbildung in nursing.`,
    },
    de: {
      slug: 'fsj-und-bfd-fuer-internationale-freiwillige',
      title: 'FSJ und BFD: ein Jahr Freiwilligendienst in Deutschland',
      excerpt:
        'Taschengeld, Seminare und echte Berufserfahrung: Was ein Freiwilliges Soziales Jahr bietet und wer sich bewerben kann.',
      content: `Im Freiwilligen Sozialen Jahr (FSJ) und im Bundesfreiwilligendienst (BFD) arbeitest du sechs bis achtzehn Monate in einer sozialen, kulturellen oder ökologischen Einrichtung. Die meisten Dienste dauern zwölf Monate und beginnen im August oder September.

## Wo Freiwillige arbeiten

- Krankenhäuser und Pflegeheime
- Kitas, Schulen und Jugendzentren
- Werkstätten für Menschen mit Behinderung
- Sportvereine, Museen und Naturschutzprojekte

## Was du bekommst

- Monatliches Taschengeld, oft mit Zuschuss für Verpflegung und Unterkunft
- Kranken-, Renten- und Arbeitslosenversicherung
- Mindestens 25 Seminartage in einem zwölfmonatigen Dienst, gemeinsam mit anderen Freiwilligen
- Ein Zeugnis am Ende, das dir später bei der Bewerbung um eine Ausbildung hilft

## Wer sich bewerben kann

Das FSJ ist für Menschen, die die Vollzeitschulpflicht erfüllt haben und jünger als 27 sind. Im BFD gibt es keine Altersgrenze nach oben. Deutsch auf Niveau **A2** reicht meist für den Start, und du lernst schnell dazu, weil du den ganzen Tag Deutsch sprichst.

Viele Freiwillige nutzen das Jahr, um herauszufinden, ob ein Beruf zu ihnen passt: Ein Jahr im Krankenhaus ist die beste Vorbereitung auf eine Pflegeausbildung.`,
    },
  },
  {
    category: 'fsj',
    image: '/blog/fsj-timeline.svg',
    daysAgo: 16,
    en: {
      slug: 'fsj-application-and-visa-timeline',
      title: 'Your FSJ timeline: from application to your first day',
      excerpt:
        'When to apply, which documents the embassy wants and how long each step takes: a month-by-month plan for international volunteers.',
      content: `Most voluntary services start in late summer. Because the visa takes time, international volunteers should start planning about a year ahead.

## Nine to twelve months before

- Improve your German to at least A2 and take a certified exam
- Look for placements and write your applications: a short CV in German and a motivation letter
- Have your school certificates translated by a sworn translator

## Six to eight months before

- Interviews, often by video call
- You receive an agreement (Vereinbarung) from the placement organisation
- Book your visa appointment at the German embassy as early as possible: waiting times can be several months

## Three to five months before

- Visa appointment: bring the agreement, your passport, proof of health insurance, your language certificate and photos
- The organisation often helps with accommodation; ask early

## The first weeks

After arriving, register your address at the citizens’ office (Bürgeramt) within two weeks, open a bank account and pick up your residence permit at the immigration office. Your first seminar week usually takes place in the first two months and is a great way to meet other volunteers.`,
    },
    de: {
      slug: 'fsj-bewerbung-und-visum-zeitplan',
      title: 'Dein FSJ-Zeitplan: von der Bewerbung bis zum ersten Tag',
      excerpt:
        'Wann du dich bewerben solltest, welche Unterlagen die Botschaft will und wie lange jeder Schritt dauert: ein Plan Monat für Monat.',
      content: `Die meisten Freiwilligendienste beginnen im Spätsommer. Weil das Visum Zeit braucht, sollten internationale Freiwillige etwa ein Jahr vorher mit der Planung beginnen.

## Neun bis zwölf Monate vorher

- Deutsch auf mindestens A2 verbessern und eine zertifizierte Prüfung ablegen
- Einsatzstellen suchen und Bewerbungen schreiben: kurzer Lebenslauf auf Deutsch und Motivationsschreiben
- Schulzeugnisse von einer vereidigten Übersetzerin oder einem vereidigten Übersetzer übersetzen lassen

## Sechs bis acht Monate vorher

- Vorstellungsgespräche, oft per Videoanruf
- Du bekommst eine Vereinbarung vom Träger
- Den Visumstermin bei der deutschen Botschaft so früh wie möglich buchen: Die Wartezeit kann mehrere Monate betragen

## Drei bis fünf Monate vorher

- Visumstermin: Vereinbarung, Pass, Nachweis der Krankenversicherung, Sprachzertifikat und Fotos mitbringen
- Der Träger hilft oft bei der Unterkunft; frag früh danach

## Die ersten Wochen

Nach der Ankunft meldest du deine Adresse innerhalb von zwei Wochen beim Bürgeramt an, eröffnest ein Bankkonto und holst deinen Aufenthaltstitel bei der Ausländerbehörde ab. Die erste Seminarwoche findet meist in den ersten zwei Monaten statt und ist eine tolle Gelegenheit, andere Freiwillige kennenzulernen.`,
    },
  },
  {
    category: 'fsj',
    image: '/blog/fsj-day.svg',
    daysAgo: 33,
    en: {
      slug: 'a-day-in-the-life-of-an-fsj-volunteer',
      title: 'A day in the life of an FSJ volunteer in a care home',
      excerpt:
        'Early shift, breakfast round, a walk in the garden and a team meeting: what a normal day looks like for a volunteer.',
      content: `What does a voluntary social year actually feel like? Here is a typical early shift in a care home in northern Germany.

## 6:30 – Handover

The night staff tell the early shift how the residents slept and who needs special attention. As a volunteer you listen, ask questions and write down what matters for your tasks.

## 7:00 – Breakfast

You help set the tables, bring tea and coffee and sit with residents who need support while eating. This is when you speak the most German: about the weather, the news and grandchildren.

## 9:30 – Activities

Volunteers often organise the mornings: reading the newspaper aloud, singing, memory games or a walk in the garden. Nobody expects you to give medical care; that is for trained nurses.

## 12:00 – Lunch and documentation

After lunch there is a short team meeting. You learn how care is planned and documented, which is useful if you start a nursing Ausbildung later.

## 14:00 – End of shift

Eight hours, five days a week, with weekends off every second week in many homes. The rest of the day is yours: for your language course, sport or exploring your new city.`,
    },
    de: {
      slug: 'ein-tag-im-fsj-im-pflegeheim',
      title: 'Ein Tag im FSJ im Pflegeheim',
      excerpt:
        'Frühdienst, Frühstücksrunde, Spaziergang im Garten und Teambesprechung: So sieht ein normaler Tag als Freiwillige oder Freiwilliger aus.',
      content: `Wie fühlt sich ein Freiwilliges Soziales Jahr eigentlich an? Hier ein typischer Frühdienst in einem Pflegeheim in Norddeutschland.

## 6:30 Uhr – Übergabe

Der Nachtdienst erzählt dem Frühdienst, wie die Bewohnerinnen und Bewohner geschlafen haben und wer besondere Aufmerksamkeit braucht. Als Freiwillige oder Freiwilliger hörst du zu, stellst Fragen und notierst, was für deine Aufgaben wichtig ist.

## 7:00 Uhr – Frühstück

Du hilfst beim Tischdecken, bringst Tee und Kaffee und setzt dich zu Menschen, die beim Essen Unterstützung brauchen. Jetzt sprichst du am meisten Deutsch: über das Wetter, die Nachrichten und die Enkelkinder.

## 9:30 Uhr – Beschäftigung

Freiwillige gestalten oft den Vormittag: Zeitung vorlesen, singen, Gedächtnisspiele oder ein Spaziergang im Garten. Medizinische Pflege erwartet niemand von dir; die übernehmen die Pflegefachkräfte.

## 12:00 Uhr – Mittagessen und Dokumentation

Nach dem Mittagessen gibt es eine kurze Teambesprechung. Du lernst, wie Pflege geplant und dokumentiert wird, was dir bei einer späteren Pflegeausbildung hilft.

## 14:00 Uhr – Feierabend

Acht Stunden, fünf Tage die Woche, in vielen Häusern jedes zweite Wochenende frei. Der Rest des Tages gehört dir: für den Sprachkurs, Sport oder um deine neue Stadt zu entdecken.`,
    },
  },

  // ── Certificates ───────────────────────────────────────────────────────────
  {
    category: 'certificates',
    featured: true,
    image: '/blog/certificates-overview.svg',
    daysAgo: 8,
    en: {
      slug: 'which-german-certificate-do-i-need',
      title: 'Goethe, telc, TestDaF, DSH, ÖSD: which German certificate do I need?',
      excerpt:
        'Employers and embassies accept several certificates. Here is how they compare and which level you should aim for.',
      content: `All five certificates follow the Common European Framework of Reference (CEFR), from A1 for beginners to C2 for near-native speakers. They differ in who offers them and what they are mainly used for.

## The five certificates

- **Goethe-Zertifikat**: offered by the Goethe-Institut worldwide, from A1 to C2. The most widely known certificate, accepted by every embassy.
- **telc Deutsch**: from A1 to C2, popular for work and integration courses; telc Deutsch B1-B2 Pflege is made for nursing.
- **ÖSD**: the Austrian language diploma, A1 to C2, accepted in Germany too.
- **TestDaF**: one exam for levels B2 to C1, made for university admission.
- **DSH**: taken at German universities for admission, not usually used for an Ausbildung.

## Which level for what?

- FSJ or BFD: usually **A2**
- Most Ausbildung professions: **B1**
- Nursing and medical professions: often **B2**

## Verification on Azubi Connect

Goethe and telc certificates at B1 or higher are verified automatically when you upload them. Other certificates are checked by our team, usually within 24 hours. Employers only see the verified level, never your document, unless you share it.`,
    },
    de: {
      slug: 'welches-deutschzertifikat-brauche-ich',
      title: 'Goethe, telc, TestDaF, DSH, ÖSD: Welches Deutschzertifikat brauche ich?',
      excerpt:
        'Arbeitgeber und Botschaften akzeptieren mehrere Zertifikate. So unterscheiden sie sich und dieses Niveau solltest du anstreben.',
      content: `Alle fünf Zertifikate folgen dem Gemeinsamen Europäischen Referenzrahmen (GER), von A1 für Anfänger bis C2 für nahezu muttersprachliches Niveau. Sie unterscheiden sich darin, wer sie anbietet und wofür sie vor allem genutzt werden.

## Die fünf Zertifikate

- **Goethe-Zertifikat**: weltweit vom Goethe-Institut angeboten, von A1 bis C2. Das bekannteste Zertifikat, von jeder Botschaft anerkannt.
- **telc Deutsch**: von A1 bis C2, beliebt für Beruf und Integrationskurse; telc Deutsch B1-B2 Pflege ist speziell für die Pflege gemacht.
- **ÖSD**: das Österreichische Sprachdiplom, A1 bis C2, auch in Deutschland anerkannt.
- **TestDaF**: eine Prüfung für die Niveaus B2 bis C1, gedacht für die Zulassung zum Studium.
- **DSH**: wird an deutschen Hochschulen für die Zulassung abgelegt, für eine Ausbildung meist nicht üblich.

## Welches Niveau wofür?

- FSJ oder BFD: meist **A2**
- Die meisten Ausbildungsberufe: **B1**
- Pflege und medizinische Berufe: oft **B2**

## Prüfung bei Azubi Connect

Goethe- und telc-Zertifikate ab B1 werden beim Hochladen automatisch bestätigt. Andere Zertifikate prüft unser Team, in der Regel innerhalb von 24 Stunden. Arbeitgeber sehen nur das bestätigte Niveau, nie dein Dokument, es sei denn, du gibst es frei.`,
    },
  },
  {
    category: 'certificates',
    image: '/blog/certificates-exam.svg',
    daysAgo: 19,
    en: {
      slug: 'how-to-prepare-for-the-b1-exam',
      title: 'How to prepare for the B1 exam in twelve weeks',
      excerpt: 'A study plan for reading, listening, writing and speaking, with the mistakes examiners see most often.',
      content: `B1 is the key that opens most Ausbildung places. With a clear plan and about an hour a day, twelve weeks of preparation are realistic if you have finished an A2 course.

## Know the exam

The Goethe-Zertifikat B1 has four modules: reading, listening, writing and speaking. You can take them together or one by one, and you only repeat the module you did not pass. The telc Deutsch B1 is taken as one exam.

## Weeks 1 to 4: build the basics

- Learn ten new words a day with example sentences, not single words
- Review the grammar of subordinate clauses (weil, dass, wenn) and the perfect tense
- Listen to slow German news or podcasts every day

## Weeks 5 to 8: practise each part

- Do one full practice test per week under exam conditions
- Write two short emails a week and ask a teacher or tandem partner to correct them
- Record yourself answering questions about your life, your plans and your country

## Weeks 9 to 12: exam routine

In the speaking exam, you plan something together with another candidate. Practise phrases for making suggestions, agreeing and disagreeing politely. In the writing part, examiners most often take points away for missing parts of the task: answer every point in the question, even briefly.`,
    },
    de: {
      slug: 'vorbereitung-auf-die-b1-pruefung',
      title: 'So bereitest du dich in zwölf Wochen auf die B1-Prüfung vor',
      excerpt:
        'Ein Lernplan für Lesen, Hören, Schreiben und Sprechen, mit den Fehlern, die Prüfende am häufigsten sehen.',
      content: `B1 ist der Schlüssel zu den meisten Ausbildungsplätzen. Mit einem klaren Plan und etwa einer Stunde am Tag sind zwölf Wochen Vorbereitung realistisch, wenn du einen A2-Kurs abgeschlossen hast.

## Die Prüfung kennen

Das Goethe-Zertifikat B1 hat vier Module: Lesen, Hören, Schreiben und Sprechen. Du kannst sie zusammen oder einzeln ablegen und wiederholst nur das Modul, das du nicht bestanden hast. telc Deutsch B1 wird als eine Prüfung abgelegt.

## Woche 1 bis 4: Grundlagen aufbauen

- Jeden Tag zehn neue Wörter mit Beispielsätzen lernen, nicht einzeln
- Die Grammatik der Nebensätze (weil, dass, wenn) und das Perfekt wiederholen
- Jeden Tag langsame deutsche Nachrichten oder Podcasts hören

## Woche 5 bis 8: jeden Teil üben

- Jede Woche einen kompletten Modelltest unter Prüfungsbedingungen machen
- Zwei kurze E-Mails pro Woche schreiben und von einer Lehrkraft oder Tandempartnerin korrigieren lassen
- Dich selbst aufnehmen, wenn du Fragen zu deinem Leben, deinen Plänen und deinem Land beantwortest

## Woche 9 bis 12: Prüfungsroutine

In der mündlichen Prüfung plant ihr zu zweit etwas gemeinsam. Übe Redemittel, um Vorschläge zu machen, zuzustimmen und höflich zu widersprechen. Beim Schreiben ziehen Prüfende am häufigsten Punkte ab, weil Teile der Aufgabe fehlen: Beantworte jeden Punkt der Aufgabe, auch wenn nur kurz.`,
    },
  },
  {
    category: 'certificates',
    image: '/blog/certificates-verified.svg',
    daysAgo: 40,
    en: {
      slug: 'how-certificate-verification-works',
      title: 'How certificate verification works on Azubi Connect',
      excerpt: 'Why we check language certificates, what happens after you upload yours and who can see it.',
      content: `Employers choose candidates by their German level, so that level has to be true. That is why every certificate on Azubi Connect is checked before it counts.

## Automatic verification

Goethe and telc certificates at level B1 or higher are recognised automatically: our system reads the certificate and confirms the level within minutes. Your profile shows a verified badge as soon as it is done.

## Manual check

TestDaF, DSH and ÖSD certificates, and certificates below B1, are checked by a member of our team. This usually takes less than 24 hours on working days. If something does not match, for example the level on the document differs from the level you selected, we tell you exactly what to correct.

## Who sees your certificate

- Employers see only the verified level (for example “B2, verified”)
- Your document stays private unless you decide to share it with an employer you are in contact with
- You can delete it at any time in your privacy settings

## Tips for a quick check

Upload a clear scan or photo of the whole page, in colour, without reflections. PDF, JPEG, PNG and WebP files up to 5 MB are accepted.`,
    },
    de: {
      slug: 'so-funktioniert-die-zertifikatspruefung',
      title: 'So funktioniert die Zertifikatsprüfung bei Azubi Connect',
      excerpt:
        'Warum wir Sprachzertifikate prüfen, was nach dem Hochladen passiert und wer dein Zertifikat sehen kann.',
      content: `Betriebe wählen Bewerberinnen und Bewerber nach ihrem Deutschniveau aus, deshalb muss dieses Niveau stimmen. Darum wird jedes Zertifikat bei Azubi Connect geprüft, bevor es zählt.

## Automatische Prüfung

Goethe- und telc-Zertifikate ab Niveau B1 werden automatisch erkannt: Unser System liest das Zertifikat und bestätigt das Niveau innerhalb weniger Minuten. Dein Profil zeigt ein Prüfsiegel, sobald das erledigt ist.

## Prüfung durch unser Team

TestDaF-, DSH- und ÖSD-Zertifikate sowie Zertifikate unter B1 prüft jemand aus unserem Team. Das dauert an Werktagen meist weniger als 24 Stunden. Passt etwas nicht, zum Beispiel weicht das Niveau auf dem Dokument von deiner Angabe ab, sagen wir dir genau, was du korrigieren musst.

## Wer dein Zertifikat sieht

- Betriebe sehen nur das bestätigte Niveau (zum Beispiel „B2, geprüft“)
- Dein Dokument bleibt privat, bis du es für einen Betrieb freigibst, mit dem du in Kontakt bist
- Du kannst es jederzeit in deinen Datenschutzeinstellungen löschen

## Tipps für eine schnelle Prüfung

Lade einen klaren Scan oder ein Foto der ganzen Seite hoch, in Farbe und ohne Spiegelungen. Akzeptiert werden PDF, JPEG, PNG und WebP bis 5 MB.`,
    },
  },

  // ── Success stories ────────────────────────────────────────────────────────
  {
    category: 'success',
    featured: true,
    image: '/blog/success-nursing.svg',
    daysAgo: 4,
    en: {
      slug: 'from-casablanca-to-hamburg-nursing',
      title: 'From Casablanca to Hamburg: Amina’s path into nursing',
      excerpt:
        'Amina started learning German at 19. Two years later she is in the second year of her nursing Ausbildung in a Hamburg hospital.',
      content: `Amina (the name is changed) grew up in Casablanca and always wanted to work in a hospital. When she read that German hospitals train nurses and pay them during the training, she signed up for a German course the same week.

## Learning German

“The first months were hard. I learned in the evenings after work, with an app on the bus and a course three times a week.” After fourteen months she passed the Goethe-Zertifikat B1, and six months later B2.

## Finding the place

Amina uploaded her certificate and created her profile. Within three weeks, two hospitals contacted her. The video interview with a Hamburg hospital lasted forty minutes: “They asked why I want to be a nurse and how I deal with stress. I had practised the answers with my teacher.”

## Arriving

The hospital sent the training contract within a week, so she could book her visa appointment early. A colleague picked her up at the airport, and she lives in the staff house with other apprentices.

## Today

“The Berufsschule is the hardest part, because of all the medical words. But my mentor on the ward explains everything twice if I ask.” Her advice: “Start with German as early as you can, and do not wait until you feel perfect to apply.”`,
    },
    de: {
      slug: 'von-casablanca-nach-hamburg-pflege',
      title: 'Von Casablanca nach Hamburg: Aminas Weg in die Pflege',
      excerpt:
        'Amina hat mit 19 angefangen, Deutsch zu lernen. Zwei Jahre später ist sie im zweiten Jahr ihrer Pflegeausbildung in einem Hamburger Krankenhaus.',
      content: `Amina (Name geändert) ist in Casablanca aufgewachsen und wollte immer im Krankenhaus arbeiten. Als sie las, dass deutsche Krankenhäuser Pflegekräfte ausbilden und sie schon während der Ausbildung bezahlen, meldete sie sich noch in derselben Woche für einen Deutschkurs an.

## Deutsch lernen

„Die ersten Monate waren hart. Ich habe abends nach der Arbeit gelernt, mit einer App im Bus und dreimal pro Woche im Kurs.“ Nach vierzehn Monaten bestand sie das Goethe-Zertifikat B1, sechs Monate später B2.

## Den Platz finden

Amina lud ihr Zertifikat hoch und legte ihr Profil an. Innerhalb von drei Wochen meldeten sich zwei Krankenhäuser. Das Videointerview mit einem Hamburger Krankenhaus dauerte vierzig Minuten: „Sie haben gefragt, warum ich Pflegefachfrau werden will und wie ich mit Stress umgehe. Die Antworten hatte ich mit meiner Lehrerin geübt.“

## Ankommen

Das Krankenhaus schickte den Ausbildungsvertrag innerhalb einer Woche, sodass sie früh einen Visumstermin buchen konnte. Eine Kollegin holte sie am Flughafen ab, und sie wohnt mit anderen Azubis im Personalwohnheim.

## Heute

„Die Berufsschule ist das Schwierigste, wegen der vielen medizinischen Wörter. Aber meine Praxisanleiterin auf Station erklärt alles zweimal, wenn ich frage.“ Ihr Tipp: „Fang so früh wie möglich mit Deutsch an und warte mit der Bewerbung nicht, bis du dich perfekt fühlst.“`,
    },
  },
  {
    category: 'success',
    image: '/blog/success-bakery.svg',
    daysAgo: 21,
    en: {
      slug: 'from-hanoi-to-leipzig-bakery',
      title: 'From Hanoi to Leipzig: Lan bakes her way into a new life',
      excerpt:
        'A voluntary year in a kindergarten, then an Ausbildung as a baker: how Lan found her profession in Germany.',
      content: `Lan (the name is changed) came to Germany for an FSJ in a kindergarten near Leipzig. She did not plan to become a baker. “But every morning I bought bread at the same small bakery, and I started asking the owner questions.”

## From volunteer to apprentice

Towards the end of her voluntary year, the bakery owner asked whether she wanted to do an Ausbildung there. Lan had German at B1 by then. The family business had never trained someone from abroad, so they used the checklists for employers on Azubi Connect to plan the visa steps together.

## Early mornings

Her shift starts at 3 a.m. “I thought I would hate it. Now I love the quiet in the bakery before the city wakes up.” At the Berufsschule she learns about dough, hygiene and business maths, one or two days a week.

## What helped most

- A colleague who explained the dialect words
- A tandem partner for German conversation on Sundays
- The FSJ year, which gave her time to arrive before starting the Ausbildung

Lan’s advice: “Look at small businesses too. They have fewer applicants, and you quickly become part of the family.”`,
    },
    de: {
      slug: 'von-hanoi-nach-leipzig-baeckerei',
      title: 'Von Hanoi nach Leipzig: Lan backt sich in ein neues Leben',
      excerpt:
        'Ein Freiwilligenjahr in der Kita, dann eine Ausbildung zur Bäckerin: Wie Lan ihren Beruf in Deutschland gefunden hat.',
      content: `Lan (Name geändert) kam für ein FSJ in einer Kita bei Leipzig nach Deutschland. Bäckerin zu werden, hatte sie nicht geplant. „Aber ich habe jeden Morgen in derselben kleinen Bäckerei Brot gekauft und angefangen, dem Inhaber Fragen zu stellen.“

## Von der Freiwilligen zur Auszubildenden

Gegen Ende ihres Freiwilligenjahres fragte der Bäckermeister, ob sie bei ihm eine Ausbildung machen wolle. Lan hatte inzwischen B1. Der Familienbetrieb hatte noch nie jemanden aus dem Ausland ausgebildet und plante die Visumsschritte deshalb gemeinsam mit ihr anhand der Checklisten für Arbeitgeber auf Azubi Connect.

## Frühe Morgen

Ihre Schicht beginnt um 3 Uhr. „Ich dachte, das würde ich hassen. Jetzt liebe ich die Ruhe in der Backstube, bevor die Stadt aufwacht.“ In der Berufsschule lernt sie an ein bis zwei Tagen pro Woche über Teig, Hygiene und Fachrechnen.

## Was am meisten geholfen hat

- Ein Kollege, der ihr die Dialektwörter erklärt hat
- Eine Tandempartnerin für Gespräche auf Deutsch am Sonntag
- Das FSJ-Jahr, das ihr Zeit zum Ankommen gab, bevor die Ausbildung begann

Lans Tipp: „Schaut auch bei kleinen Betrieben. Dort gibt es weniger Bewerber, und man gehört schnell zur Familie.“`,
    },
  },
  {
    category: 'success',
    image: '/blog/success-mechatronics.svg',
    daysAgo: 45,
    en: {
      slug: 'from-bogota-to-munich-mechatronics',
      title: 'From Bogotá to Munich: Carlos and the robots',
      excerpt:
        'Carlos studied engineering for two years in Colombia, then chose a mechatronics Ausbildung in Bavaria. He explains why.',
      content: `Carlos (the name is changed) had two years of an engineering degree behind him when he decided to change course. “I wanted to work with machines, not only read about them.”

## Why an Ausbildung instead of university

In Germany, mechatronics technicians are in high demand, and the Ausbildung is paid from the first month. “For me it was the fastest way to real work and independence. And I can still study later, with work experience.”

## The application

Carlos had German at B1 when he started applying. He wrote to twelve companies and had four video interviews. A medium-sized manufacturer of packaging machines near Munich offered him a place. “In the interview they gave me a small technical problem to solve. They were more interested in how I think than in perfect German.”

## Recognition of his studies

Because of his university years, his training was shortened from three and a half to three years. The chamber of commerce decided this on the basis of his translated transcripts.

## His tips

- Mention practical projects, not only grades
- Prepare to explain technical terms in simple German
- Ask in the interview whether the company helps with finding a flat: in Munich this matters a lot`,
    },
    de: {
      slug: 'von-bogota-nach-muenchen-mechatronik',
      title: 'Von Bogotá nach München: Carlos und die Roboter',
      excerpt:
        'Carlos hat zwei Jahre in Kolumbien Ingenieurwesen studiert und sich dann für eine Mechatronik-Ausbildung in Bayern entschieden. Er erklärt, warum.',
      content: `Carlos (Name geändert) hatte zwei Jahre Ingenieurstudium hinter sich, als er sich umentschied. „Ich wollte mit Maschinen arbeiten, nicht nur über sie lesen.“

## Warum Ausbildung statt Studium

Mechatronikerinnen und Mechatroniker sind in Deutschland sehr gefragt, und die Ausbildung wird vom ersten Monat an bezahlt. „Für mich war das der schnellste Weg zu echter Arbeit und Unabhängigkeit. Studieren kann ich später immer noch, dann mit Berufserfahrung.“

## Die Bewerbung

Carlos hatte B1, als er sich bewarb. Er schrieb zwölf Betriebe an und hatte vier Videointerviews. Ein mittelständischer Hersteller von Verpackungsmaschinen bei München bot ihm einen Platz an. „Im Gespräch sollte ich ein kleines technisches Problem lösen. Sie wollten eher sehen, wie ich denke, als perfektes Deutsch hören.“

## Anrechnung des Studiums

Wegen seiner Studienjahre wurde die Ausbildung von dreieinhalb auf drei Jahre verkürzt. Das entschied die IHK anhand seiner übersetzten Studiennachweise.

## Seine Tipps

- Praktische Projekte erwähnen, nicht nur Noten
- Üben, Fachbegriffe in einfachem Deutsch zu erklären
- Im Gespräch fragen, ob der Betrieb bei der Wohnungssuche hilft: In München ist das sehr wichtig`,
    },
  },

  // ── Tips ───────────────────────────────────────────────────────────────────
  {
    category: 'tips',
    image: '/blog/tips-cv.svg',
    daysAgo: 7,
    en: {
      slug: 'how-to-write-a-german-cv',
      title: 'How to write a German CV (Lebenslauf) for an Ausbildung',
      excerpt:
        'Structure, photo, dates and the details German employers look for, with the mistakes that cost interviews.',
      content: `A German CV (Lebenslauf) is short, structured and in reverse order: the most recent step comes first. Employers read it in about a minute, so make that minute count.

## The structure

1. **Personal details**: name, address, phone, e-mail, date of birth and nationality. A photo is optional in Germany; if you add one, use a friendly, professional portrait.
2. **School education**: school, city, country, dates and the certificate you received.
3. **Work experience and internships**: also part-time jobs and volunteering.
4. **Language skills**: German with the level and the certificate, for example “German – B1 (Goethe-Zertifikat, 2025)”.
5. **Other skills and interests**: driving licence, computer skills, sports, music.

## Details that matter

- Write dates as month and year: 09/2021 – 06/2024
- Explain gaps briefly, for example “German course, full time”
- Keep it to one or two pages
- Add place, date and your signature at the end

## Common mistakes

The most frequent one is a CV that lists tasks but no results. Instead of “worked in a shop”, write “served customers and managed the cash desk in a pharmacy, 20 hours a week”. And ask a native speaker to read it: small spelling mistakes stand out in German.`,
    },
    de: {
      slug: 'lebenslauf-fuer-deutschland-schreiben',
      title: 'So schreibst du einen Lebenslauf für eine Ausbildung in Deutschland',
      excerpt: 'Aufbau, Foto, Daten und worauf deutsche Betriebe achten, mit den Fehlern, die Einladungen kosten.',
      content: `Ein deutscher Lebenslauf ist kurz, übersichtlich und umgekehrt chronologisch: Die neueste Station steht oben. Betriebe lesen ihn in etwa einer Minute, also nutze diese Minute gut.

## Der Aufbau

1. **Persönliche Daten**: Name, Adresse, Telefon, E-Mail, Geburtsdatum und Staatsangehörigkeit. Ein Foto ist in Deutschland freiwillig; wenn du eins einfügst, nimm ein freundliches, professionelles Porträt.
2. **Schulbildung**: Schule, Ort, Land, Zeitraum und Abschluss.
3. **Berufserfahrung und Praktika**: auch Nebenjobs und Ehrenamt.
4. **Sprachkenntnisse**: Deutsch mit Niveau und Zertifikat, zum Beispiel „Deutsch – B1 (Goethe-Zertifikat, 2025)“.
5. **Weitere Kenntnisse und Interessen**: Führerschein, EDV-Kenntnisse, Sport, Musik.

## Details, die zählen

- Daten als Monat und Jahr angeben: 09/2021 – 06/2024
- Lücken kurz erklären, zum Beispiel „Deutschkurs in Vollzeit“
- Höchstens ein bis zwei Seiten
- Am Ende Ort, Datum und Unterschrift

## Häufige Fehler

Am häufigsten: ein Lebenslauf, der Aufgaben aufzählt, aber keine Ergebnisse. Statt „im Laden gearbeitet“ besser „Kundinnen beraten und Kasse geführt in einer Apotheke, 20 Stunden pro Woche“. Und lass ihn von einer Muttersprachlerin oder einem Muttersprachler lesen: Kleine Rechtschreibfehler fallen im Deutschen auf.`,
    },
  },
  {
    category: 'tips',
    image: '/blog/tips-video-interview.svg',
    daysAgo: 14,
    en: {
      slug: 'video-interview-tips',
      title: 'Ten tips for your video interview with a German employer',
      excerpt:
        'Technology, preparation and the questions you will almost certainly be asked, so you can focus on the conversation.',
      content: `Most first interviews with international candidates happen by video. That is an advantage: you can prepare your surroundings and have notes nearby.

## Before the interview

1. Test the link the day before, with the same device and internet connection
2. Sit facing a window or lamp, with a calm background
3. Use headphones with a microphone to avoid echo
4. Keep your CV, the job advert and a few notes next to the screen
5. Log in five minutes early; in Germany, being on time matters

## During the interview

6. Look into the camera when you speak, not at your own picture
7. If you do not understand a question, ask: “Could you please say that again more slowly?” This is normal and shows good communication
8. Answer in complete but short sentences; pause instead of filling silence

## Questions to prepare

- Why this profession, and why Germany?
- What do you know about our company?
- How do you deal with stress or criticism?
- When could you start, and what is the status of your visa and certificate?

## At the end

9. Ask two questions of your own, for example about the team or the first weeks
10. Send a short thank-you message the same day`,
    },
    de: {
      slug: 'tipps-fuer-das-videointerview',
      title: 'Zehn Tipps für dein Videointerview mit einem deutschen Betrieb',
      excerpt:
        'Technik, Vorbereitung und die Fragen, die fast sicher kommen, damit du dich auf das Gespräch konzentrieren kannst.',
      content: `Die meisten ersten Gespräche mit internationalen Bewerberinnen und Bewerbern finden per Video statt. Das ist ein Vorteil: Du kannst deine Umgebung vorbereiten und Notizen in der Nähe haben.

## Vor dem Gespräch

1. Den Link am Vortag testen, mit demselben Gerät und derselben Internetverbindung
2. Mit dem Gesicht zum Fenster oder zu einer Lampe sitzen, vor einem ruhigen Hintergrund
3. Kopfhörer mit Mikrofon nutzen, um Echo zu vermeiden
4. Lebenslauf, Stellenanzeige und ein paar Notizen neben den Bildschirm legen
5. Fünf Minuten früher einloggen; Pünktlichkeit ist in Deutschland wichtig

## Während des Gesprächs

6. Beim Sprechen in die Kamera schauen, nicht auf dein eigenes Bild
7. Wenn du eine Frage nicht verstehst, frag nach: „Könnten Sie das bitte noch einmal langsamer sagen?“ Das ist normal und zeigt gute Kommunikation
8. In vollständigen, aber kurzen Sätzen antworten; lieber eine Pause machen als Stille füllen

## Fragen, auf die du dich vorbereiten solltest

- Warum dieser Beruf und warum Deutschland?
- Was weißt du über unseren Betrieb?
- Wie gehst du mit Stress oder Kritik um?
- Wann könntest du anfangen, und wie ist der Stand bei Visum und Zertifikat?

## Zum Schluss

9. Zwei eigene Fragen stellen, zum Beispiel zum Team oder zu den ersten Wochen
10. Am selben Tag eine kurze Dankesnachricht schicken`,
    },
  },
  {
    category: 'tips',
    image: '/blog/tips-housing.svg',
    daysAgo: 30,
    en: {
      slug: 'finding-a-flat-as-an-apprentice',
      title: 'Finding a flat as an apprentice in Germany',
      excerpt:
        'Shared flats, staff houses and youth housing: where apprentices live, what it costs and how to avoid scams.',
      content: `Housing is the question international apprentices ask most. The good news: there are more options than the regular rental market.

## Where apprentices live

- **Staff houses**: many hospitals, hotels and large companies rent rooms to their apprentices, often cheaply and close to work
- **Youth housing (Azubiwerk, Jugendwohnen)**: furnished rooms for young people in training, with social workers who help with paperwork
- **Shared flats (WG)**: the most common choice in cities; you rent a room and share kitchen and bathroom
- **A flat of your own**: possible, but rents in big cities are often too high for training pay

## What you need to rent

Landlords usually ask for your training contract, a copy of your passport and residence permit and sometimes a guarantor. A deposit of up to three months’ basic rent is common.

## Avoid scams

Never pay money before you have seen the room (in person or in a live video call) and signed a contract. Be careful with offers that are much cheaper than others in the area, or with landlords who say they are abroad and will send the key by post.

## After moving in

Register your address at the citizens’ office within two weeks. You need the landlord’s confirmation (Wohnungsgeberbestätigung) for this, so ask for it when you sign.`,
    },
    de: {
      slug: 'wohnungssuche-als-azubi',
      title: 'Wohnungssuche als Azubi in Deutschland',
      excerpt: 'WG, Personalwohnheim und Jugendwohnen: wo Azubis wohnen, was es kostet und wie du Betrug vermeidest.',
      content: `Wohnen ist die Frage, die internationale Azubis am häufigsten stellen. Die gute Nachricht: Es gibt mehr Möglichkeiten als den normalen Wohnungsmarkt.

## Wo Azubis wohnen

- **Personalwohnheime**: Viele Krankenhäuser, Hotels und große Betriebe vermieten Zimmer an ihre Azubis, oft günstig und nah am Arbeitsplatz
- **Jugendwohnen (zum Beispiel Azubiwerk)**: möblierte Zimmer für junge Menschen in Ausbildung, mit Sozialarbeitern, die beim Papierkram helfen
- **Wohngemeinschaft (WG)**: in Städten am häufigsten; du mietest ein Zimmer und teilst Küche und Bad
- **Eigene Wohnung**: möglich, aber in Großstädten mit der Ausbildungsvergütung oft zu teuer

## Was du zum Mieten brauchst

Vermieter fragen meist nach dem Ausbildungsvertrag, einer Kopie von Pass und Aufenthaltstitel und manchmal nach einer Bürgschaft. Eine Kaution von bis zu drei Nettokaltmieten ist üblich.

## Betrug vermeiden

Zahl nie Geld, bevor du das Zimmer gesehen hast (vor Ort oder in einem Live-Videoanruf) und einen Vertrag unterschrieben hast. Vorsicht bei Angeboten, die viel günstiger sind als andere in der Gegend, oder bei Vermietern, die angeblich im Ausland sind und den Schlüssel per Post schicken wollen.

## Nach dem Einzug

Melde deine Adresse innerhalb von zwei Wochen beim Bürgeramt an. Dafür brauchst du die Wohnungsgeberbestätigung deines Vermieters; lass sie dir bei der Vertragsunterschrift geben.`,
    },
  },

  // ── Employers ──────────────────────────────────────────────────────────────
  {
    category: 'employers',
    image: '/blog/employers-checklist.svg',
    daysAgo: 10,
    en: {
      slug: 'hiring-international-apprentices',
      title: 'Hiring international apprentices: a checklist for employers',
      excerpt:
        'From the first interview to the visa appointment: the steps that make an international Ausbildung succeed.',
      content: `An international apprentice is a long-term investment. With good planning, the process from interview to first day takes about six months.

## Before the contract

- Check the candidate’s verified German level: B1 for most professions, B2 for nursing
- Hold a video interview and, if possible, a short trial task
- Clarify whether the candidate’s school certificate is recognised; the chamber can advise

## The contract and the visa

- Send the signed training contract early: the candidate needs it for the visa appointment
- The Federal Employment Agency must approve the employment; the embassy or immigration office requests this
- For faster processing, you can apply for the accelerated procedure for skilled workers (beschleunigtes Fachkräfteverfahren) at your local immigration office

## Arrival

- Help with housing: a room in a staff house or a first address for registration makes the start much easier
- Plan the first day: who picks the apprentice up, who explains the workplace
- Name a mentor for the first months

## During the Ausbildung

Language support makes the biggest difference at the Berufsschule. Many chambers and employment agencies fund job-related German courses and tutoring (assisted training, Assistierte Ausbildung). Ask about them before you need them.`,
    },
    de: {
      slug: 'internationale-auszubildende-einstellen',
      title: 'Internationale Auszubildende einstellen: eine Checkliste für Betriebe',
      excerpt:
        'Vom ersten Gespräch bis zum Visumstermin: die Schritte, mit denen eine internationale Ausbildung gelingt.',
      content: `Internationale Auszubildende sind eine langfristige Investition. Mit guter Planung dauert der Weg vom Vorstellungsgespräch bis zum ersten Tag etwa sechs Monate.

## Vor dem Vertrag

- Das geprüfte Deutschniveau ansehen: B1 für die meisten Berufe, B2 für die Pflege
- Ein Videogespräch führen und wenn möglich eine kurze Probeaufgabe stellen
- Klären, ob der Schulabschluss anerkannt wird; die Kammer berät dazu

## Vertrag und Visum

- Den unterschriebenen Ausbildungsvertrag früh schicken: Er wird für den Visumstermin gebraucht
- Die Bundesagentur für Arbeit muss der Beschäftigung zustimmen; das beantragen Botschaft oder Ausländerbehörde
- Für eine schnellere Bearbeitung können Sie bei Ihrer Ausländerbehörde das beschleunigte Fachkräfteverfahren beantragen

## Ankunft

- Bei der Unterkunft helfen: Ein Zimmer im Personalwohnheim oder eine erste Meldeadresse erleichtert den Start sehr
- Den ersten Tag planen: Wer holt ab, wer zeigt den Arbeitsplatz?
- Eine feste Ansprechperson für die ersten Monate benennen

## Während der Ausbildung

Sprachförderung macht in der Berufsschule den größten Unterschied. Viele Kammern und Arbeitsagenturen fördern berufsbezogene Deutschkurse und Nachhilfe (Assistierte Ausbildung). Fragen Sie danach, bevor es nötig wird.`,
    },
  },
  {
    category: 'employers',
    image: '/blog/employers-law.svg',
    daysAgo: 24,
    en: {
      slug: 'skilled-immigration-act-for-training-companies',
      title: 'The Skilled Immigration Act: what training companies need to know',
      excerpt:
        'Since 2024, the rules for apprentices from abroad are simpler. An overview of the points that matter for your company.',
      content: `Germany’s Skilled Immigration Act (Fachkräfteeinwanderungsgesetz) was reformed in several steps in 2023 and 2024. For training companies, a few changes stand out.

## Coming to Germany for an Ausbildung

A residence permit for vocational training requires a training contract, the approval of the Federal Employment Agency, sufficient German (usually B1) and secured living costs. The training pay counts towards the living costs.

## Looking for a training place from within Germany

Young people under 35 with German at B1 and a school certificate can come to Germany for up to nine months to look for a training place, if they can cover their living costs. During this time they may do trial work, which gives you the chance to get to know candidates before signing.

## Side jobs during training

Apprentices from abroad may work a limited number of hours in a side job alongside their training. This helps those with lower training pay.

## After the final exam

Apprentices who pass their exam can stay and work as skilled workers in their profession. They may also stay for up to a year to look for a suitable job. Most companies keep their graduates, which is why the investment pays off.

This article gives an overview, not legal advice. Your local immigration office and chamber answer questions about individual cases.`,
    },
    de: {
      slug: 'fachkraefteeinwanderungsgesetz-fuer-ausbildungsbetriebe',
      title: 'Das Fachkräfteeinwanderungsgesetz: was Ausbildungsbetriebe wissen müssen',
      excerpt:
        'Seit 2024 sind die Regeln für Auszubildende aus dem Ausland einfacher. Ein Überblick über die Punkte, die für Ihren Betrieb zählen.',
      content: `Das Fachkräfteeinwanderungsgesetz wurde 2023 und 2024 in mehreren Schritten reformiert. Für Ausbildungsbetriebe sind einige Änderungen besonders wichtig.

## Einreise zur Ausbildung

Für eine Aufenthaltserlaubnis zur Berufsausbildung braucht es einen Ausbildungsvertrag, die Zustimmung der Bundesagentur für Arbeit, ausreichende Deutschkenntnisse (meist B1) und einen gesicherten Lebensunterhalt. Die Ausbildungsvergütung zählt dabei mit.

## Ausbildungsplatzsuche in Deutschland

Junge Menschen unter 35 mit Deutsch auf B1 und einem Schulabschluss können bis zu neun Monate nach Deutschland kommen, um einen Ausbildungsplatz zu suchen, wenn ihr Lebensunterhalt gesichert ist. In dieser Zeit sind Probearbeiten möglich: eine Chance, Bewerber kennenzulernen, bevor Sie unterschreiben.

## Nebenjobs während der Ausbildung

Auszubildende aus dem Ausland dürfen neben der Ausbildung in begrenztem Umfang in einem Nebenjob arbeiten. Das hilft besonders bei niedriger Vergütung.

## Nach der Abschlussprüfung

Wer die Prüfung besteht, kann als Fachkraft im erlernten Beruf bleiben und arbeiten, oder bis zu einem Jahr nach einer passenden Stelle suchen. Die meisten Betriebe übernehmen ihre Absolventen, deshalb lohnt sich die Investition.

Dieser Beitrag ist ein Überblick und keine Rechtsberatung. Fragen zu Einzelfällen beantworten Ihre Ausländerbehörde und Ihre Kammer.`,
    },
  },
  {
    category: 'employers',
    image: '/blog/employers-onboarding.svg',
    daysAgo: 38,
    en: {
      slug: 'onboarding-international-apprentices',
      title: 'The first 100 days: onboarding international apprentices',
      excerpt:
        'Small things that make a big difference: a welcome plan for the first weeks, mentoring and how to prevent dropouts.',
      content: `Most apprentices who leave early do so in the first months. With international apprentices, the reasons are rarely the work itself, but loneliness, paperwork and misunderstandings. A simple plan prevents most of them.

## Week 1: arrive

- Pick the apprentice up and show them the way to work
- Help with registration at the citizens’ office, the bank account and the health insurance
- Introduce the team and explain unwritten rules: breaks, greetings, who to ask

## Weeks 2 to 6: settle in

- Regular short check-ins with the mentor, at least once a week
- Explain the training plan and what happens at the Berufsschule
- Encourage questions: many apprentices think asking is impolite

## Months 2 to 3: grow

- A first feedback meeting: what is going well, what is hard?
- Offer language support for technical vocabulary
- Invite the apprentice to team events; friendships at work keep people in the company

## Warning signs

Missed Berufsschule days, withdrawal from the team or frequent illness can point to problems outside work. Ask early and kindly; the chamber’s training advisers can support you and the apprentice.`,
    },
    de: {
      slug: 'onboarding-internationaler-azubis',
      title: 'Die ersten 100 Tage: Onboarding internationaler Azubis',
      excerpt:
        'Kleine Dinge mit großer Wirkung: ein Willkommensplan für die ersten Wochen, Mentoring und wie Sie Abbrüche vermeiden.',
      content: `Die meisten Ausbildungsabbrüche passieren in den ersten Monaten. Bei internationalen Azubis liegt es selten an der Arbeit selbst, sondern an Einsamkeit, Papierkram und Missverständnissen. Ein einfacher Plan verhindert das meiste davon.

## Woche 1: ankommen

- Die oder den Auszubildenden abholen und den Arbeitsweg zeigen
- Bei Anmeldung im Bürgeramt, Bankkonto und Krankenversicherung helfen
- Das Team vorstellen und ungeschriebene Regeln erklären: Pausen, Begrüßung, wen man fragt

## Woche 2 bis 6: einleben

- Regelmäßige kurze Gespräche mit der Ansprechperson, mindestens einmal pro Woche
- Den Ausbildungsplan erklären und was in der Berufsschule passiert
- Zu Fragen ermutigen: Viele Azubis halten Nachfragen für unhöflich

## Monat 2 bis 3: wachsen

- Ein erstes Feedbackgespräch: Was läuft gut, was ist schwer?
- Sprachförderung für Fachwortschatz anbieten
- Zu Teamveranstaltungen einladen; Freundschaften bei der Arbeit halten Menschen im Betrieb

## Warnzeichen

Fehltage in der Berufsschule, Rückzug aus dem Team oder häufige Krankheit können auf Probleme außerhalb der Arbeit hindeuten. Sprechen Sie es früh und freundlich an; die Ausbildungsberater der Kammer unterstützen Sie und die Auszubildenden.`,
    },
  },

  // ── News ───────────────────────────────────────────────────────────────────
  {
    category: 'news',
    image: '/blog/news-launch.svg',
    daysAgo: 1,
    en: {
      slug: 'azubi-connect-now-in-english-and-german',
      title: 'Azubi Connect is now available in English and German',
      excerpt:
        'Every page, every e-mail and every notification in both languages: why we built the platform bilingual from day one.',
      content: `Starting today, Azubi Connect is fully available in English and German. You can switch the language on every page with one click, and the page stays where you are.

## Why two languages?

Our candidates are learning German, and our employers speak German every day. Reading important information, such as how the visa works or what a training contract says, is easier in a language you know well. At the same time, reading in German is good practice. So you choose, and you can change at any time.

## What is translated

- All pages and guides, including this blog
- E-mails and notifications, sent in the language you use
- Error messages and form hints

## What stays in German

Official terms such as Ausbildung, Berufsschule or Bürgeramt appear in German in both versions, often with an explanation. You will meet these words in Germany, so it helps to know them from the start.

We would love to hear what you think. Write to us if something is unclear in either language.`,
    },
    de: {
      slug: 'azubi-connect-jetzt-auf-deutsch-und-englisch',
      title: 'Azubi Connect gibt es jetzt auf Deutsch und Englisch',
      excerpt:
        'Jede Seite, jede E-Mail und jede Benachrichtigung in beiden Sprachen: warum wir die Plattform von Anfang an zweisprachig gebaut haben.',
      content: `Ab heute gibt es Azubi Connect vollständig auf Deutsch und Englisch. Du kannst die Sprache auf jeder Seite mit einem Klick wechseln, und die Seite bleibt, wo du bist.

## Warum zwei Sprachen?

Unsere Bewerberinnen und Bewerber lernen Deutsch, unsere Arbeitgeber sprechen jeden Tag Deutsch. Wichtige Informationen, etwa wie das Visum funktioniert oder was im Ausbildungsvertrag steht, versteht man in einer gut bekannten Sprache leichter. Gleichzeitig ist Lesen auf Deutsch gute Übung. Deshalb entscheidest du, und du kannst jederzeit wechseln.

## Was übersetzt ist

- Alle Seiten und Ratgeber, auch dieser Blog
- E-Mails und Benachrichtigungen, in der Sprache, die du nutzt
- Fehlermeldungen und Hinweise in Formularen

## Was auf Deutsch bleibt

Offizielle Begriffe wie Ausbildung, Berufsschule oder Bürgeramt stehen in beiden Versionen auf Deutsch, oft mit einer Erklärung. Diese Wörter begegnen dir in Deutschland, deshalb hilft es, sie von Anfang an zu kennen.

Wir freuen uns über deine Meinung. Schreib uns, wenn etwas in einer der beiden Sprachen unklar ist.`,
    },
  },
  {
    category: 'news',
    image: '/blog/news-video.svg',
    daysAgo: 18,
    en: {
      slug: 'video-interviews-now-built-in',
      title: 'New: schedule video interviews directly on Azubi Connect',
      excerpt:
        'Employers can now invite candidates to a video interview with Google Meet, Zoom, Teams or Webex, with time zones shown on both sides.',
      content: `Interviews across countries are full of small traps: time zones, links in old e-mails, forgotten appointments. Our new interview feature takes care of them.

## How it works

1. The employer chooses a date, time and duration and adds a link for Google Meet, Zoom, Microsoft Teams, Webex or another secure video service
2. The candidate receives a notification and an e-mail with a calendar file
3. The candidate accepts or declines, and can ask for another time

## Time zones, solved

Every invitation shows the time in the employer’s time zone and the candidate’s time zone side by side. An interview at 10:00 in Berlin appears as 14:30 in Delhi, so nobody has to calculate.

## Reminders

Both sides get a reminder 24 hours and one hour before the interview. If an interview has to be cancelled, a short reason is required, so the other side knows what happened.

The feature is available for all employers with an active plan or trial, and free for candidates, as always.`,
    },
    de: {
      slug: 'neu-videointerviews-direkt-planen',
      title: 'Neu: Videointerviews direkt auf Azubi Connect planen',
      excerpt:
        'Arbeitgeber können Bewerber jetzt zu Videointerviews mit Google Meet, Zoom, Teams oder Webex einladen, mit Zeitzonen auf beiden Seiten.',
      content: `Gespräche über Ländergrenzen hinweg haben viele kleine Fallen: Zeitzonen, Links in alten E-Mails, vergessene Termine. Unsere neue Interviewfunktion kümmert sich darum.

## So funktioniert es

1. Der Betrieb wählt Datum, Uhrzeit und Dauer und fügt einen Link für Google Meet, Zoom, Microsoft Teams, Webex oder einen anderen sicheren Videodienst hinzu
2. Die Bewerberin oder der Bewerber bekommt eine Benachrichtigung und eine E-Mail mit Kalenderdatei
3. Die Einladung kann angenommen oder abgelehnt werden, auch mit der Bitte um einen anderen Termin

## Zeitzonen, gelöst

Jede Einladung zeigt die Uhrzeit in der Zeitzone des Betriebs und der Bewerberin oder des Bewerbers nebeneinander. Ein Gespräch um 10:00 Uhr in Berlin erscheint als 14:30 Uhr in Delhi, niemand muss rechnen.

## Erinnerungen

Beide Seiten werden 24 Stunden und eine Stunde vorher erinnert. Muss ein Gespräch abgesagt werden, ist ein kurzer Grund nötig, damit die andere Seite weiß, was los ist.

Die Funktion steht allen Betrieben mit aktivem Tarif oder in der Testphase zur Verfügung und ist für Bewerber wie immer kostenlos.`,
    },
  },
  {
    category: 'news',
    image: '/blog/news-verified-companies.svg',
    daysAgo: 28,
    en: {
      slug: 'verified-company-profiles',
      title: 'Verified company profiles: know who you are talking to',
      excerpt:
        'Companies can now verify their profile. Candidates see a badge and can trust that the employer is real.',
      content: `Fake job offers are a real risk for people looking for work abroad. That is why company profiles on Azubi Connect can now be verified.

## How companies are verified

- **Automatically**, when the e-mail address of the account belongs to the domain of the company’s website
- **By our team**, when a company uploads documents such as a trade register extract; we check them, usually within one working day

## What candidates see

Verified companies show a badge on their profile and on every listing. You can read the company’s description, location and reviews from other candidates, which our moderators approve before they appear.

## Our advice to candidates

- Never pay money for a training place or a job offer: in Germany, employers do not charge apprentices
- Be careful if someone asks for your passport details before an interview
- Report anything suspicious with the report button; we look at every report

Verification is free for companies and part of every plan, including the 10-day trial.`,
    },
    de: {
      slug: 'gepruefte-unternehmensprofile',
      title: 'Geprüfte Unternehmensprofile: Wissen, mit wem du sprichst',
      excerpt:
        'Betriebe können ihr Profil jetzt verifizieren lassen. Bewerber sehen ein Prüfsiegel und können sicher sein, dass der Arbeitgeber echt ist.',
      content: `Gefälschte Stellenangebote sind ein echtes Risiko für Menschen, die im Ausland Arbeit suchen. Deshalb können Unternehmensprofile auf Azubi Connect jetzt verifiziert werden.

## So werden Betriebe geprüft

- **Automatisch**, wenn die E-Mail-Adresse des Kontos zur Domain der Unternehmenswebsite gehört
- **Durch unser Team**, wenn ein Betrieb Unterlagen wie einen Handelsregisterauszug hochlädt; wir prüfen sie meist innerhalb eines Werktags

## Was Bewerber sehen

Geprüfte Betriebe zeigen ein Prüfsiegel im Profil und bei jeder Stellenanzeige. Du kannst die Beschreibung, den Standort und Bewertungen anderer Bewerber lesen, die unser Moderationsteam vor der Veröffentlichung prüft.

## Unser Rat an Bewerber

- Zahl nie Geld für einen Ausbildungsplatz oder ein Jobangebot: In Deutschland verlangen Betriebe von Azubis kein Geld
- Sei vorsichtig, wenn jemand vor einem Gespräch deine Passdaten haben will
- Melde Verdächtiges mit dem Melden-Button; wir sehen uns jede Meldung an

Die Verifizierung ist für Betriebe kostenlos und in jedem Tarif enthalten, auch in der 10-tägigen Testphase.`,
    },
  },
];

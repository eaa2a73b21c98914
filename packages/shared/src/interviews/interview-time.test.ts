import { describe, expect, it } from 'vitest';
import {
  formatInterviewTime,
  formatInterviewTimeForTwo,
  isNightIn,
  isTimeZone,
  isValidMeetingUrl,
  currentTimeZoneName,
  localDateTimeToUtc,
  timeZoneCity,
  timeZoneOfCountry,
  utcToLocalDateTime,
} from './interview-time';

describe('meeting links', () => {
  it.each([
    ['google_meet', 'https://meet.google.com/abc-defg-hij', true],
    ['google_meet', 'https://meet.google.com.evil.example/abc', false],
    ['zoom', 'https://us02web.zoom.us/j/123?pwd=x', true],
    ['zoom', 'https://zoom.us.example.org/j/1', false],
    ['zoom', 'http://zoom.us/j/1', false],
    ['microsoft_teams', 'https://teams.microsoft.com/l/meetup-join/x', true],
    ['microsoft_teams', 'https://teams.live.com/meet/9', true],
    ['webex', 'https://acme.webex.com/meet/hr', true],
    ['webex', 'https://webex.example.com/meet', false],
    ['custom', 'https://jitsi.example.org/azubi-hr', true],
    ['custom', 'http://jitsi.example.org/azubi-hr', false],
    ['custom', 'https://user:pw@jitsi.example.org/x', false],
    ['custom', 'https://192.168.0.1/x', false],
    ['custom', 'javascript:alert(1)', false],
    ['zoom', 'not a url', false],
  ] as const)('%s %s → %s', (platform, url, valid) => {
    expect(isValidMeetingUrl(platform, url)).toBe(valid);
  });
});

describe('time zones', () => {
  it('knows real zones only', () => {
    expect(isTimeZone('Asia/Kolkata')).toBe(true);
    expect(isTimeZone('Europe/Atlantis')).toBe(false);
    expect(isTimeZone('')).toBe(false);
  });

  it('turns local times into UTC across the daylight-saving switch and refuses the skipped hour', () => {
    expect(localDateTimeToUtc({ date: '2027-03-27', time: '10:00' }, 'Europe/Berlin')?.toISOString()).toBe(
      '2027-03-27T09:00:00.000Z',
    );
    expect(localDateTimeToUtc({ date: '2027-03-29', time: '10:00' }, 'Europe/Berlin')?.toISOString()).toBe(
      '2027-03-29T08:00:00.000Z',
    );
    expect(localDateTimeToUtc({ date: '2027-03-28', time: '02:30' }, 'Europe/Berlin')).toBeNull();
    expect(localDateTimeToUtc({ date: '2027-02-30', time: '10:00' }, 'Europe/Berlin')).toBeNull();
    // Kolkata has no daylight saving: the same local time is the same UTC time all year.
    expect(localDateTimeToUtc({ date: '2027-03-28', time: '02:30' }, 'Asia/Kolkata')?.toISOString()).toBe(
      '2027-03-27T21:00:00.000Z',
    );
    expect(utcToLocalDateTime('2027-03-29T08:00:00.000Z', 'Asia/Kolkata')).toEqual({
      date: '2027-03-29',
      time: '13:30',
    });
  });

  it('writes a time with its city and offset in both languages', () => {
    expect(formatInterviewTime('2027-03-29T08:00:00.000Z', 'Europe/Berlin', 'en')).toBe(
      'Mon, 29 Mar 2027, 10:00 (Berlin, GMT+2)',
    );
    expect(formatInterviewTime('2027-03-26T09:00:00.000Z', 'Asia/Kolkata', 'de')).toBe(
      'Fr., 26. März 2027, 14:30 (Kolkata, GMT+5:30)',
    );
  });

  it('says when it is night on that side and guesses a zone from a country', () => {
    expect(isNightIn('2027-03-29T18:00:00.000Z', 'Asia/Kolkata')).toBe(true); // 23:30
    expect(isNightIn('2027-03-29T08:00:00.000Z', 'Asia/Kolkata')).toBe(false); // 13:30
    expect(timeZoneOfCountry('VN')).toBe('Asia/Ho_Chi_Minh');
    expect(timeZoneOfCountry('ng')).toBe('Africa/Lagos');
    expect(timeZoneOfCountry('XX')).toBeNull();
    expect(timeZoneOfCountry(null)).toBeNull();
  });
});

describe('current zone names (issue 28.1)', () => {
  it('replaces the names browsers still report with the current ones, and shows the current city', () => {
    expect(currentTimeZoneName('Asia/Calcutta')).toBe('Asia/Kolkata');
    expect(currentTimeZoneName('Asia/Saigon')).toBe('Asia/Ho_Chi_Minh');
    expect(currentTimeZoneName('Europe/Kiev')).toBe('Europe/Kyiv');
    expect(currentTimeZoneName('Africa/Lagos')).toBe('Africa/Lagos');
    // A link to another country's zone keeps its own name: Bangui is not Lagos.
    expect(currentTimeZoneName('Africa/Bangui')).toBe('Africa/Bangui');
    expect(currentTimeZoneName('Europe/Busingen')).toBe('Europe/Busingen');
    expect(timeZoneCity('Asia/Calcutta')).toBe('Kolkata');
    expect(timeZoneCity('Asia/Saigon')).toBe('Ho Chi Minh');
  });
});

describe('one instant in two zones (issue 28.7)', () => {
  const at = '2027-03-30T10:00:00.000Z';
  it('reads as one time with the other side’s clock, never as a range', () => {
    expect(formatInterviewTimeForTwo(at, 'Asia/Calcutta', 'Europe/Berlin', 'en')).toBe(
      'Tue, 30 Mar 2027, 15:30 your time (India) · 12:00 in Berlin',
    );
    expect(formatInterviewTimeForTwo(at, 'Asia/Kolkata', 'Europe/Berlin', 'de')).toBe(
      'Di., 30. März 2027, 15:30 Uhr bei dir (Indien) · 12:00 Uhr in Berlin',
    );
    // The other side by its city; a country with several zones by its city too; another date is said.
    expect(formatInterviewTimeForTwo('2027-03-30T03:00:00.000Z', 'Europe/Berlin', 'America/Chicago', 'en')).toBe(
      'Tue, 30 Mar 2027, 05:00 your time (Berlin) · Mon 29 Mar, 22:00 in Chicago',
    );
    expect(formatInterviewTimeForTwo(at, 'Europe/Berlin', 'Europe/Berlin', 'en')).toBe(
      'Tue, 30 Mar 2027, 12:00 (Berlin, GMT+2)',
    );
  });
});

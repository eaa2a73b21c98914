import { CandidateSearchProfileInputSchema, TrainingSearchProfileInputSchema } from '@azubi/shared/matching/matching';
import type { ComponentType } from 'react';
import type { Resolver } from 'react-hook-form';
import type { ProfileKind } from '../api/search-profile-kinds';
import { CandidateProfileFields } from './candidate-profile-fields';
import {
  EMPTY_CANDIDATE_PROFILE,
  toCandidateProfileInput,
  type CandidateProfileFormValues,
} from './candidate-profile-values';
import type { ProfileFormValues } from './profile-sides';
import { schemaResolver } from './schema-resolver';
import { TrainingProfileFields } from './training-profile-fields';
import {
  EMPTY_TRAINING_PROFILE,
  toTrainingProfileInput,
  type TrainingProfileFormValues,
} from './training-profile-values';

/**
 * The form's part of what tells the two sides of matching apart (the rest is in profile-sides.ts):
 * its fields and the API's schemas, which load with the form when someone opens it (issue 35).
 */
export interface ProfileFormSide<K extends ProfileKind> {
  /** The form's own fields between the name and the settings. */
  Fields: ComponentType;
  /** The `id` of the name field (the other fields' ids start alike). */
  nameId: string;
  empty: ProfileFormValues<K>;
  /** Checks the form with the API's own schema. */
  resolver: Resolver<ProfileFormValues<K>>;
  /** The form fields a refusal of the server can name. */
  serverFields: readonly (keyof ProfileFormValues<K> & string)[];
  /** The toast after creating one, and the create button. */
  createdText: 'form.createdAlert' | 'form.created';
  createText: 'form.createAlert' | 'form.create';
}

export const PROFILE_FORM_SIDES: { [K in ProfileKind]: ProfileFormSide<K> } = {
  candidate: {
    Fields: CandidateProfileFields,
    nameId: 'candidate-profile-name',
    empty: EMPTY_CANDIDATE_PROFILE,
    resolver: schemaResolver<CandidateProfileFormValues>(
      (input) => CandidateSearchProfileInputSchema.safeParse(input),
      toCandidateProfileInput,
    ),
    serverFields: [
      'name',
      'minGermanLevel',
      'preferredLocations',
      'fieldsOfInterest',
      'minAge',
      'maxAge',
      'preferredCountries',
    ],
    createdText: 'form.createdAlert',
    createText: 'form.createAlert',
  },
  training: {
    Fields: TrainingProfileFields,
    nameId: 'training-profile-name',
    empty: EMPTY_TRAINING_PROFILE,
    resolver: schemaResolver<TrainingProfileFormValues>(
      (input) => TrainingSearchProfileInputSchema.safeParse(input),
      toTrainingProfileInput,
    ),
    serverFields: [
      'name',
      'preferredLocations',
      'maxGermanLevel',
      'startDateFrom',
      'startDateTo',
      'fieldsOfInterest',
      'minSalary',
      'maxDurationMonths',
    ],
    createdText: 'form.created',
    createText: 'form.create',
  },
};

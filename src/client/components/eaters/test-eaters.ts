import type { Eater } from '../../../shared/eaters';

/** Camille's household as GET /api/household/eaters answers it, for tests. */
export const FAMILY: Eater[] = [
  {
    id: '6f1c2a9e-0000-4000-8000-000000000001',
    firstName: 'Camille',
    kind: 'member',
    child: false,
    isMe: true,
    dietaryRestrictions: [],
    avoidedFoods: [],
  },
  {
    id: '6f1c2a9e-0000-4000-8000-000000000002',
    firstName: 'Noé',
    kind: 'member',
    child: false,
    isMe: false,
    dietaryRestrictions: ['vegetarian'],
    avoidedFoods: [],
  },
  {
    id: '0b8e6a52-0000-4000-8000-000000000001',
    firstName: 'Lou',
    kind: 'person',
    child: true,
    isMe: false,
    dietaryRestrictions: ['nutFree'],
    avoidedFoods: ['champignons'],
  },
  {
    id: '0b8e6a52-0000-4000-8000-000000000002',
    firstName: 'Mamie',
    kind: 'person',
    child: false,
    isMe: false,
    dietaryRestrictions: [],
    avoidedFoods: [],
  },
];

export const [CAMILLE, NOE, LOU, MAMIE] = FAMILY as [Eater, Eater, Eater, Eater];

import { z } from 'zod';

/** Validation messages in French on both sides (imported once by each entry point). */
z.config(z.locales.fr());

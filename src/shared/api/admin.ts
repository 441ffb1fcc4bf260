import { z } from 'zod';

export const ADMIN_KEY_HEADER = 'admin-key';

export const adminStatsSchema = z.object({
  totalUsers: z.number().int(),
  totalGames: z.number().int(),
  totalScores: z.number().int(),
  avgSessionTime: z.string(),
});

export const adminUsersQuerySchema = z.strictObject({
  q: z.string().trim().max(254).optional(),
  limit: z.coerce.number().int().min(1).max(1000).default(1000),
  offset: z.coerce.number().int().min(0).max(10_000_000).default(0),
});

const adminUserSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  email: z.string().nullable(),
  createdAt: z.string(),
  gamesPlayed: z.number().int(),
  totalScore: z.number().int(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;
export const adminUsersSchema = z.array(adminUserSchema);

export const adminListQuerySchema = z.strictObject({
  limit: z.coerce.number().int().min(1).max(1000).default(200),
  offset: z.coerce.number().int().min(0).max(10_000_000).default(0),
});

export const contactMessageSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  subject: z.string(),
  message: z.string(),
  createdAt: z.string(),
  forwarded: z.boolean(),
});
export const contactMessagesSchema = z.array(contactMessageSchema);

const donationSchema = z.object({
  id: z.number().int(),
  orderId: z.string(),
  amount: z.string(),
  currency: z.string(),
  status: z.string(),
  createdAt: z.string(),
  capturedAt: z.string().nullable(),
});
export type Donation = z.infer<typeof donationSchema>;
export const donationsSchema = z.array(donationSchema);

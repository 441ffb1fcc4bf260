import { type APIRequestContext, expect } from '@playwright/test';

/** Every one of these addresses of the site answers 200. */
export async function expectEachAnswers200(request: APIRequestContext, hrefs: string[]): Promise<void> {
  for (const href of hrefs) {
    const response = await request.get(href);
    expect(response.status(), href).toBe(200);
  }
}

// The shape of the API's errors, with every error code: the API client fetches it with the first
// answer that is an error (most pages never receive one), so it stays out of every page's reads.
export { errorAnswer } from './answers/common.ts';

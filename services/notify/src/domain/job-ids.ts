/**
 * Job ids are derived from what the mail is about, so queueing the same mail twice adds one job.
 * A manual retry of a failed mail gets a new id, because the failed job still holds the old one.
 */
export function contactJobId(storedMessageId: string): string {
  return `contact.message-${storedMessageId}`;
}

export function newsletterJobId(subscriberId: string, mailNumber: number): string {
  return `newsletter.confirm-${subscriberId}-${mailNumber}`;
}

export function enquiryReplyJobId(enquiryId: string, replyId: string): string {
  return `enquiry.reply-${enquiryId}-${replyId}`;
}

export function retryJobId(jobId: string, retry: number): string {
  return `${jobId.replace(/-retry\d+$/, '')}-retry${retry}`;
}

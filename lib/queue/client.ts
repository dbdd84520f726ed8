import { GetQueueUrlCommand, SQSClient } from "@aws-sdk/client-sqs";
import { config } from "../config";

let client: SQSClient | undefined;
const urls = new Map<string, Promise<string>>();

export function sqs(): SQSClient {
  if (client) return client;
  const settings = config();
  client = new SQSClient({
    region: settings.AWS_REGION,
    endpoint: settings.AWS_ENDPOINT_URL_SQS,
    requestHandler: { connectionTimeout: 3000, requestTimeout: 10_000 },
  });
  return client;
}

/** Queues are configured by name; the URL is looked up once per container. */
export function queueUrl(name: string): Promise<string> {
  let url = urls.get(name);
  if (!url) {
    url = sqs()
      .send(new GetQueueUrlCommand({ QueueName: name }))
      .then((answer) => {
        if (!answer.QueueUrl) throw new Error(`Queue ${name} has no URL`);
        return answer.QueueUrl;
      });
    url.catch(() => urls.delete(name));
    urls.set(name, url);
  }
  return url;
}

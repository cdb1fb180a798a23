import { HorizontalPodAutoscaler } from 'kubernetes-models/autoscaling/v2';
import { Deployment } from 'kubernetes-models/apps/v1';
import { Ingress, NetworkPolicy } from 'kubernetes-models/networking.k8s.io/v1';
import { PodDisruptionBudget } from 'kubernetes-models/policy/v1';
import { ConfigMap, Namespace, Service } from 'kubernetes-models/v1';
import type { K8sObject } from './render';

/** The kinds the manifests use, each checked against its Kubernetes OpenAPI schema. */
const MODELS: Record<string, { validate(object: K8sObject): void }> = {
  'v1/Namespace': { validate: (object) => new Namespace(object as Namespace).validate() },
  'v1/ConfigMap': { validate: (object) => new ConfigMap(object as ConfigMap).validate() },
  'v1/Service': { validate: (object) => new Service(object as Service).validate() },
  'apps/v1/Deployment': { validate: (object) => new Deployment(object as Deployment).validate() },
  'policy/v1/PodDisruptionBudget': {
    validate: (object) => new PodDisruptionBudget(object as PodDisruptionBudget).validate(),
  },
  'autoscaling/v2/HorizontalPodAutoscaler': {
    validate: (object) => new HorizontalPodAutoscaler(object as HorizontalPodAutoscaler).validate(),
  },
  'networking.k8s.io/v1/Ingress': { validate: (object) => new Ingress(object as Ingress).validate() },
  'networking.k8s.io/v1/NetworkPolicy': {
    validate: (object) => new NetworkPolicy(object as NetworkPolicy).validate(),
  },
};

/** Throws with the object's kind and name when it does not match its schema or its kind is unknown. */
export function validateObject(object: K8sObject): void {
  const model = MODELS[`${object.apiVersion}/${object.kind}`];
  if (!model) throw new Error(`${object.kind} ${object.metadata.name}: no schema for ${object.apiVersion}`);
  try {
    model.validate(object);
  } catch (error) {
    throw new Error(`${object.kind} ${object.metadata.name}: ${(error as Error).message}`, { cause: error });
  }
}

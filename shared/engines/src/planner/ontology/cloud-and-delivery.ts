import { q, sd, type OntologyEntry } from './entry.js';

/** Cloud platforms, containers, infrastructure as code and CI/CD. */
export const CLOUD_AND_DELIVERY: readonly OntologyEntry[] = [
  {
    id: 'aws',
    name: 'Amazon Web Services',
    description: 'Designing, securing and operating systems on AWS.',
    kind: 'technical',
    aliases: ['aws', 'amazon web services', 'ec2', 's3', 'aws lambda', 'rds', 'ecs', 'cloudwatch', 'sqs'],
    sub_dimensions: [
      sd(
        'Core services',
        'Chooses sensibly among compute, storage, database and messaging services (EC2, Lambda, ECS, S3, RDS, SQS) and explains the trade-offs.',
      ),
      sd(
        'Security and IAM',
        'Applies least-privilege IAM, network isolation (VPCs, security groups) and proper secrets management.',
      ),
      sd(
        'Reliability and cost',
        'Designs across availability zones, monitors with CloudWatch and keeps cost visible and under control.',
      ),
    ],
    topics: [
      q(
        'Describe an AWS architecture you built or operated. Why those services?',
        'What would you change to reduce cost?',
        'How did it survive the loss of an availability zone?',
      ),
      q('How do you structure IAM permissions for a team and its services?', 'How do you audit who can do what?'),
      q('Tell me about an AWS incident or outage you dealt with.', 'What did you learn about the service involved?'),
    ],
  },
  {
    id: 'gcp',
    name: 'Google Cloud Platform',
    description: 'Designing, securing and operating systems on Google Cloud.',
    kind: 'technical',
    aliases: ['gcp', 'google cloud', 'google cloud platform', 'bigquery', 'cloud run', 'pub/sub', 'cloud functions'],
    sub_dimensions: [
      sd(
        'Core services',
        'Chooses sensibly among Compute Engine, Cloud Run, GKE, Cloud Storage, Cloud SQL, Pub/Sub and BigQuery and explains the trade-offs.',
      ),
      sd(
        'Identity and security',
        'Organises projects, service accounts and IAM roles with least privilege and keeps secrets out of code.',
      ),
      sd(
        'Operations and cost',
        'Uses Cloud Monitoring and Logging, budgets and quotas, and designs for zonal or regional failure.',
      ),
    ],
    topics: [
      q(
        'Describe a system you ran on Google Cloud. Which services did you use, and why?',
        'What would you do differently?',
        'How did you keep cost under control?',
      ),
      q(
        'How do you organise projects, service accounts and IAM roles in Google Cloud?',
        'How do workloads authenticate to other services?',
      ),
      q('Tell me about using BigQuery or Pub/Sub at scale.', 'Which limits or costs surprised you?'),
    ],
  },
  {
    id: 'azure',
    name: 'Microsoft Azure',
    description: 'Designing, securing and operating systems on Microsoft Azure.',
    kind: 'technical',
    aliases: [
      'azure',
      'microsoft azure',
      'azure devops',
      'azure functions',
      'entra id',
      'azure active directory',
      'app service',
    ],
    sub_dimensions: [
      sd(
        'Core services',
        'Chooses sensibly among App Service, Functions, AKS, Storage, Azure SQL and Service Bus and explains the trade-offs.',
      ),
      sd(
        'Identity and governance',
        'Uses Entra ID, managed identities, RBAC, resource groups and policies to keep access controlled.',
      ),
      sd(
        'Operations',
        'Monitors with Azure Monitor and Application Insights, automates deployments and plans for resilience and cost.',
      ),
    ],
    topics: [
      q(
        'Describe a system you ran on Azure. Which services did you use, and why?',
        'What would you do differently?',
        'How did you keep cost under control?',
      ),
      q(
        'How do applications on Azure authenticate to databases and other services without stored secrets?',
        'How do you organise subscriptions and resource groups?',
      ),
      q('Tell me about an Azure incident or deployment problem you dealt with.', 'What did you change afterwards?'),
    ],
  },
  {
    id: 'kubernetes',
    name: 'Kubernetes',
    description: 'Deploying, operating and troubleshooting workloads on Kubernetes.',
    kind: 'technical',
    aliases: ['kubernetes', 'k8s', 'helm', 'eks', 'gke', 'aks', 'openshift', 'kubectl', 'kustomize'],
    sub_dimensions: [
      sd(
        'Workload design',
        'Defines deployments, services, probes, resource requests and limits, config and secrets sensibly for the workload.',
      ),
      sd(
        'Operations and troubleshooting',
        'Debugs failing pods (CrashLoopBackOff, OOMKilled, unschedulable), reads events and logs, and rolls out and upgrades safely.',
      ),
      sd(
        'Platform and security',
        'Understands networking, ingress, RBAC, namespaces and policies, and packages applications with Helm or Kustomize.',
      ),
    ],
    topics: [
      q(
        'A pod keeps restarting in production. Walk me through how you investigate.',
        'What do liveness and readiness probes each protect against?',
        'How do resource limits come into it?',
      ),
      q(
        'Describe a Kubernetes setup you worked with: how were applications packaged and deployed?',
        'How were secrets and configuration managed?',
        'How did rollbacks work?',
      ),
      q(
        'How would you make a service on Kubernetes highly available?',
        'What do pod disruption budgets and anti-affinity contribute?',
      ),
    ],
  },
  {
    id: 'docker',
    name: 'Docker and containers',
    description: 'Building, running and debugging container images.',
    kind: 'technical',
    aliases: [
      'docker',
      'dockerfile',
      'containers',
      'containerization',
      'containerisation',
      'containerized',
      'containerised',
      'docker compose',
      'podman',
    ],
    sub_dimensions: [
      sd(
        'Image building',
        'Writes small, reproducible and secure images: multi-stage builds, layer caching, pinned base images, non-root users.',
      ),
      sd(
        'Runtime behaviour',
        'Understands isolation, networking, volumes, signals and resource limits inside containers.',
      ),
      sd(
        'Development and CI workflows',
        'Uses Compose or similar for development, and builds, scans and publishes images in CI.',
      ),
    ],
    topics: [
      q(
        'Walk me through a Dockerfile you wrote. How did you keep the image small and secure?',
        'How did you make use of layer caching?',
        'Why run as a non-root user?',
      ),
      q(
        'A container works locally but fails in another environment. How do you debug it?',
        'How do signals and PID 1 affect shutdown?',
      ),
      q(
        'How have you used containers in your development or CI workflow?',
        'What problems did that solve, and what did it cost?',
      ),
    ],
  },
  {
    id: 'terraform',
    name: 'Infrastructure as code',
    description: 'Managing infrastructure declaratively with Terraform, Pulumi, CloudFormation or similar tools.',
    kind: 'technical',
    aliases: ['terraform', 'infrastructure as code', 'iac', 'pulumi', 'cloudformation', 'ansible', 'opentofu', 'bicep'],
    sub_dimensions: [
      sd(
        'Modelling infrastructure',
        'Structures code into reusable modules with clear inputs and outputs and separates environments sensibly.',
      ),
      sd(
        'State and change safety',
        'Manages remote state, locking and drift, reviews plans carefully and can refactor without destroying resources.',
      ),
      sd(
        'Workflow',
        'Runs infrastructure changes through review and CI with policy checks and safe handling of secrets.',
      ),
    ],
    topics: [
      q(
        'Describe how you organised Terraform, or a similar tool, for several environments.',
        'How did you share modules?',
        'What would you restructure?',
      ),
      q(
        'Tell me about an infrastructure change that went wrong, or nearly did.',
        'How did you recover?',
        'Which safeguards did you add?',
      ),
      q(
        'How do you deal with state, drift and secrets in infrastructure as code?',
        'How do you bring resources created by hand under management?',
      ),
    ],
  },
  {
    id: 'cicd',
    name: 'CI/CD and delivery',
    description: 'Automating build, test and deployment so changes reach production quickly and safely.',
    kind: 'technical',
    aliases: [
      'ci/cd',
      'continuous integration',
      'continuous delivery',
      'continuous deployment',
      'github actions',
      'gitlab ci',
      'jenkins',
      'circleci',
      'devops',
      'build pipelines',
      'deployment pipelines',
      'release engineering',
    ],
    sub_dimensions: [
      sd(
        'Pipeline design',
        'Designs fast, reliable pipelines with caching, parallelism and clear stages, kept maintainable as code.',
      ),
      sd(
        'Release safety',
        'Uses automated checks, feature flags, canary or blue-green releases and quick rollbacks to reduce release risk.',
      ),
      sd(
        'Developer experience',
        'Treats slow builds and flaky tests as defects, and tracks lead time and change failure rate.',
      ),
    ],
    topics: [
      q(
        'Walk me through a CI/CD pipeline you built or improved.',
        'How long did it take, and how did you speed it up?',
        'How were secrets handled?',
      ),
      q(
        'How do you make deployments safe enough to do many times a day?',
        'How do you roll back?',
        'How do you handle database migrations during a deployment?',
      ),
      q('Tell me about dealing with flaky tests or an unreliable pipeline.', 'How did you decide what to fix first?'),
    ],
  },
];

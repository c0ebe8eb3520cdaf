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
        'AWS service selection',
        'Chooses among compute, storage, database and messaging services such as EC2, Lambda, ECS, S3, RDS and SQS and explains the trade-offs.',
      ),
      sd(
        'IAM and network security',
        'Writes least-privilege IAM policies, isolates networks with VPCs and security groups and keeps secrets in a secrets manager.',
      ),
      sd(
        'Multi-AZ resilience and cost',
        'Spreads workloads across availability zones, monitors them with CloudWatch and reports cost per service.',
      ),
    ],
    topics: [
      q(
        'Describe an AWS architecture you built or operated in production.',
        'Why did you choose those services?',
        'How did it survive the loss of an availability zone?',
        'What would you change to reduce cost?',
      ),
      q(
        'How do you structure IAM permissions for a team and its services?',
        'How do you audit who can do what?',
        'How do you grant temporary access?',
      ),
      q(
        'Tell me about an AWS incident or outage you had to handle.',
        'Which CloudWatch alarm or log told you first?',
        'What did you learn about the service involved?',
      ),
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
        'Google Cloud service selection',
        'Chooses among Compute Engine, Cloud Run, GKE, Cloud Storage, Cloud SQL, Pub/Sub and BigQuery and explains the trade-offs.',
      ),
      sd(
        'GCP projects and service accounts',
        'Organises projects, service accounts and IAM roles with least privilege and keeps secrets out of code.',
      ),
      sd(
        'Cloud Monitoring and budgets',
        'Sets up Cloud Monitoring and Logging, budgets and quotas and designs for zonal or regional failure.',
      ),
    ],
    topics: [
      q(
        'Describe a system you ran on Google Cloud and the services you chose for it.',
        'Why did you choose those services?',
        'How did you keep cost under control?',
      ),
      q(
        'How do you organise projects and IAM roles in Google Cloud?',
        'How do workloads authenticate to other services?',
        'How do you use service accounts without key files?',
      ),
      q(
        'Tell me about using BigQuery or Pub/Sub at scale.',
        'Which limits or costs surprised you?',
        'How did you partition or batch the data?',
      ),
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
        'Azure service selection',
        'Chooses among App Service, Functions, AKS, Storage, Azure SQL and Service Bus and explains the trade-offs.',
      ),
      sd(
        'Identity and governance',
        'Uses Entra ID, managed identities, RBAC, resource groups and policies to control who can access what.',
      ),
      sd(
        'Azure monitoring and deployment',
        'Monitors with Azure Monitor and Application Insights, automates deployments and plans for resilience and cost.',
      ),
    ],
    topics: [
      q(
        'Describe a system you ran on Azure and the services you chose for it.',
        'Why did you choose those services?',
        'How did you keep Azure cost under control?',
      ),
      q(
        'How do applications on Azure authenticate to databases and other services without stored secrets?',
        'How do you organise subscriptions and resource groups?',
        'Where do managed identities fall short?',
      ),
      q(
        'Tell me about an Azure incident or deployment problem you had to fix.',
        'What did Application Insights or the logs show?',
        'What did you change afterwards?',
      ),
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
        'Defines deployments, services, probes, resource requests and limits, config and secrets to suit the workload.',
      ),
      sd(
        'Pod troubleshooting and rollouts',
        'Debugs failing pods such as CrashLoopBackOff, OOMKilled or unschedulable ones from events and logs and rolls out upgrades safely.',
      ),
      sd(
        'Cluster networking and RBAC',
        'Configures networking, ingress, RBAC, namespaces and policies and packages applications with Helm or Kustomize.',
      ),
    ],
    topics: [
      q(
        'Walk me through how you investigate a pod that keeps restarting in production.',
        'What do liveness and readiness probes each protect against?',
        'How do resource limits come into it?',
      ),
      q(
        'Describe how applications were packaged and deployed on a Kubernetes setup you ran.',
        'How were secrets and configuration managed?',
        'How did rollbacks work?',
      ),
      q(
        'How would you make a service on Kubernetes highly available?',
        'What do pod disruption budgets and anti-affinity contribute?',
        'How many replicas would you run?',
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
        'Writes small, reproducible images with multi-stage builds, layer caching, pinned base images and non-root users.',
      ),
      sd(
        'Container runtime behaviour',
        'Explains isolation, networking, volumes, signals and resource limits inside containers.',
      ),
      sd(
        'Container workflows in CI',
        'Uses Compose or similar for development and builds, scans and publishes images in CI.',
      ),
    ],
    topics: [
      q(
        'Walk me through a Dockerfile you wrote to keep an image small and secure.',
        'How did you make use of layer caching?',
        'Why run as a non-root user?',
      ),
      q(
        'How do you debug a container that works locally but fails in another environment?',
        'How do signals and PID 1 affect shutdown?',
        'Which docker commands do you reach for first?',
      ),
      q(
        'How have you used containers in your development or CI workflow?',
        'Which problems did containers solve in that workflow?',
        'What did the containers cost in build time?',
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
        'Modules and environments',
        'Structures code into reusable modules with clear inputs and outputs and keeps each environment separate.',
      ),
      sd(
        'State and change safety',
        'Manages remote state, locking and drift, reads the plan before applying and refactors without destroying resources.',
      ),
      sd(
        'Reviewed infrastructure changes',
        'Runs infrastructure changes through review and CI with policy checks and handles secrets outside the code.',
      ),
    ],
    topics: [
      q(
        'Describe how you organised Terraform or a similar tool for several environments.',
        'How did you share modules between environments?',
        'What would you restructure?',
      ),
      q(
        'Tell me about an infrastructure change that went wrong or nearly did.',
        'What did the plan output show before you applied it?',
        'Which safeguards did you add?',
      ),
      q(
        'How do you handle remote state and drift in infrastructure as code?',
        'How do you keep secrets out of state files?',
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
        'CI pipeline structure',
        'Designs pipelines as code with caching, parallel jobs and clear stages and keeps each run fast.',
      ),
      sd(
        'Release safety',
        'Uses automated checks, feature flags, canary or blue-green releases and quick rollbacks to reduce release risk.',
      ),
      sd(
        'Build speed and flaky tests',
        'Treats slow builds and flaky tests as defects and tracks lead time and change failure rate.',
      ),
    ],
    topics: [
      q(
        'Walk me through a CI/CD pipeline you built or improved.',
        'How did you speed up the pipeline?',
        'How were secrets handled?',
      ),
      q(
        'How do you make deployments safe enough to do many times a day?',
        'How do you roll back a bad release?',
        'How do you handle database migrations during a deployment?',
      ),
      q(
        'Tell me about dealing with flaky tests or an unreliable pipeline.',
        'How did you decide which flaky test to fix first?',
        'How did you quarantine failing tests?',
      ),
    ],
  },
];

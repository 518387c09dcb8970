// Generated from openapi.yaml by scripts/generate.ts. Do not edit; run `npm run generate`.
export interface paths {
    "/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Where to start
         * @description What a server at this address is and where its reference, console, contract and probes are, so that opening the server's address points somewhere. Public. An extension of this implementation.
         */
        get: operations["getRoot"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/identity": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Add a SAML identity provider (deprecated)
         * @deprecated
         * @description Same as `addSAMLIdentityProvider`.
         */
        post: operations["createIdentityProvider"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/identity/oidc": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Add an OIDC identity provider
         * @description Registers an OpenID Connect identity provider. The client secret is stored encrypted and never returned.
         */
        post: operations["addOIDCIdentityProvider"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/identity/passwordPolicy": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read the password policy
         * @description Returns the rules every password set or reset must satisfy. Unset rules carry their defaults.
         */
        get: operations["fetchPasswordPolicy"];
        /**
         * Change the password policy
         * @description Merges the given rules into the current policy. Negative values and a minimum length above the maximum length are rejected.
         */
        put: operations["updatePasswordPolicy"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/identity/saml": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Add a SAML identity provider
         * @description Registers a SAML identity provider for single sign-on.
         */
        post: operations["addSAMLIdentityProvider"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/oauth/token": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sign in with a password
         * @description Exchanges a user name and password for a short-lived bearer token (OAuth 2 password grant). Repeated failures for one user name are slowed down and then locked out for a while.
         */
        post: operations["createOAuthToken"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/roles": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create a role
         * @description Creates a role with a unique name and a set of permissions. Each permission must be `*.*`, `group.*` of a known group, or a name of the permission catalogue (`fetchPermissions`); an unknown one is refused with 400 naming the entry and the nearest valid name. The caller must hold every permission outside any tenant (403).
         */
        post: operations["createRole"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/roles/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List roles
         * @description Lists the roles of the installation (built-in and created) in creation order, with the permissions each grants, so that users can be given roles by name without guessing. An extension of this implementation.
         */
        get: operations["fetchRoles"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/permissions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List permissions
         * @description Every permission of the interface (`group.action`), with the operations it opens, in name order. A grant may also be `group.*` (every action of a group) or `*.*` (everything). An extension of this implementation.
         */
        get: operations["fetchPermissions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/roles/tenant/{tenantLocator}/{roleLocator}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read a role in a tenant
         * @description Returns the role with the permissions it grants in the tenant: its tenant-specific set if one exists, else its own.
         */
        get: operations["getTenantRole"];
        put?: never;
        /**
         * Set a role's permissions for a tenant
         * @description Gives an existing role a tenant-specific permission set. Permissions are checked against the catalogue as in `createRole` (400 with the nearest valid name); what the set gives the role's holders in the tenant beyond the role's base permissions, the caller must hold in that tenant (403).
         */
        post: operations["createTenantRole"];
        /**
         * Remove a role's tenant-specific permissions
         * @description Deletes the tenant-specific set; the role's own permissions apply in the tenant again. What that gives back beyond the set, the caller must hold in the tenant (403).
         */
        delete: operations["deleteTenantRole"];
        options?: never;
        head?: never;
        /**
         * Change a role's permissions for a tenant
         * @description Adds and removes permissions of the role's tenant-specific set. `version` must be the current one. Added permissions are checked against the catalogue (400 with the nearest valid name) and must be held by the caller in the tenant (403).
         */
        patch: operations["updateTenantRole"];
        trace?: never;
    };
    "/auth/tenants/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List tenants
         * @description Lists the tenants of the installation, optionally only those of the given types.
         */
        get: operations["fetchTenants"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/tenants/mytenants/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List your tenants
         * @description Lists the tenants the calling user may use.
         */
        get: operations["fetchMyTenants"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/tenants/{locator}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read a tenant
         * @description Returns one tenant the caller may use.
         */
        get: operations["fetchTenant"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Update a tenant
         * @description Changes a tenant's name and description.
         */
        patch: operations["updateTenant"];
        trace?: never;
    };
    "/auth/tenants/{locator}/retire": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Retire a tenant
         * @description Sets the tenant's type to `retired`. A retired tenant refuses every write under it; reads still work.
         */
        patch: operations["retireTenant"];
        trace?: never;
    };
    "/auth/users": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create a user
         * @description Creates a user. Without a password and without `enableUser=true` the user starts disabled. The password, when given, must satisfy the password policy. The user name is an email address and unique regardless of case.
         */
        post: operations["createUser"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/users/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List users
         * @description Lists the users of the installation in creation order, leaving out those with a tenant entry beyond the caller's tenants (user's and token's); a caller with `any` sees every user.
         */
        get: operations["fetchMultipleUsers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/users/tokens": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List your tokens
         * @description Lists the calling user's auth tokens without their values.
         */
        get: operations["fetchAuthTokens"];
        put?: never;
        /**
         * Create a token for yourself
         * @description Creates an auth token for the calling user and returns its value as a JSON string. The value is shown only once. A token cannot carry a permission or tenant its creator lacks: its permissions must be names of the permission catalogue (400 with the nearest valid name) and held by the caller outside any tenant and in every tenant the token reaches (403).
         */
        post: operations["createAuthToken"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/users/tokens/permissions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Show a token's permissions
         * @description Takes a token value (a JSON string) and returns its effective permissions (its own grants limited by its user's current permissions) grouped by security group. An unknown or expired token is 404.
         */
        post: operations["getGroupedTokenPermissions"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/users/tokens/{tokenOrName}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Delete one of your tokens
         * @description Deletes a token of the calling user, named by its value or by its name.
         */
        delete: operations["deleteAuthToken"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/users/whoami": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read the calling user
         * @description Returns the user the bearer token belongs to.
         */
        get: operations["fetchMyUserDetails"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/users/{locator}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read a user
         * @description Returns one user with its roles, tenants and effective permissions.
         */
        get: operations["fetchUserByLocator"];
        put?: never;
        post?: never;
        /**
         * Delete a user
         * @description Removes the user. Every token the user holds stops working at once.
         */
        delete: operations["deleteUser"];
        options?: never;
        head?: never;
        /**
         * Update a user
         * @description Replaces the user's names, email, tenants and roles with the values given. Through `users.custom` (the caller's own record) only names and email may change; roles and tenants must stay as they are (403).
         */
        patch: operations["updateUser"];
        trace?: never;
    };
    "/auth/users/{locator}/accessmask": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List a user's access masks (deprecated)
         * @deprecated
         * @description Returns the user's masks for every tenant, read from the data access records. Use the data access operations instead.
         */
        get: operations["fetchUserMasks"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Set an access mask (deprecated)
         * @deprecated
         * @description Writes the fields of one mask type into the user's data access record for the tenant. Use the data access operations instead.
         */
        patch: operations["addDataSecurityMask"];
        trace?: never;
    };
    "/auth/users/{locator}/accessmask/{tenantLocator}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List a user's access masks in a tenant (deprecated)
         * @deprecated
         * @description Returns the user's masks for one tenant. Use the data access operations instead.
         */
        get: operations["fetchUserMasksForTenant"];
        put?: never;
        post?: never;
        /**
         * Remove a user's access masks in a tenant (deprecated)
         * @deprecated
         * @description Deletes the user's data access record for the tenant. Use the data access operations instead.
         */
        delete: operations["deleteUserMasks"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/users/{locator}/accessmask/{tenantLocator}/{type}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read one access mask (deprecated)
         * @deprecated
         * @description Returns the user's mask of one type (`account` or `policy`) in a tenant. Use the data access operations instead.
         */
        get: operations["fetchUserMask"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/users/{locator}/credentials": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Remove a user's credentials
         * @description Deletes the user's password and every token it holds.
         */
        delete: operations["removeCredentials"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/users/{locator}/dataaccess/{tenantLocator}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read a user's data access in a tenant
         * @description Returns the masking level and the field values the user may see in the tenant.
         */
        get: operations["fetchUserDataAccessForTenant"];
        put?: never;
        post?: never;
        /**
         * Remove a user's data access rules in a tenant
         * @description Deletes the user's data access record for the tenant, lifting its restrictions.
         */
        delete: operations["deleteUserDataAccess"];
        options?: never;
        head?: never;
        /**
         * Set a user's data access in a tenant
         * @description Replaces the masking level and allowed field values of the user in the tenant.
         */
        patch: operations["addUserDataAccess"];
        trace?: never;
    };
    "/auth/users/{locator}/enable": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Enable a user
         * @description Enables a user so that it can sign in and its tokens work.
         */
        patch: operations["enableUser"];
        trace?: never;
    };
    "/auth/users/{locator}/passwordreset": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Set a new password
         * @description Sets the user's password (the body is the password as a JSON string) after checking it against the policy and the password history. Enables a disabled user.
         */
        patch: operations["resetUserPassword"];
        trace?: never;
    };
    "/auth/users/{locator}/revoke": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Revoke a user's sign-in tokens
         * @description Ends every OAuth token the user obtained by signing in.
         */
        post: operations["revokeUserOauthTokens"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/users/{locator}/roles": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Change a user's roles
         * @description Adds and removes roles (by name) of a user. The change applies to the user's tokens on their next request. What the new roles give, outside tenants and in every tenant the user reaches, the caller must hold there (403).
         */
        patch: operations["updateUserRoles"];
        trace?: never;
    };
    "/auth/users/{locator}/tenants": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Change a user's tenants
         * @description Adds and removes tenant assignments of a user. Entries are tenant locators, `any`, or `type:test`. The caller must hold each added entry, and the user's permissions in each newly reached tenant (403).
         */
        patch: operations["updateUserTenantAssignments"];
        trace?: never;
    };
    "/auth/users/{locator}/tokens": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List a user's tokens
         * @description Lists a user's auth tokens without their values.
         */
        get: operations["fetchAuthTokensForUser"];
        put?: never;
        /**
         * Create a token for a service account
         * @description Creates an auth token for the given service-account user and returns its value as a JSON string. `users.token` mints for any service account within the caller's reach; `users.custom` only for the caller itself. Permissions are checked as in `createAuthToken`.
         */
        post: operations["createServiceAccountAuthToken"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/users/{locator}/tokens/{tokenOrName}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Delete a user's token
         * @description Deletes a token of the given user, named by its value or by its name.
         */
        delete: operations["deleteAuthTokenForUser"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/billing/{tenantLocator}/jobs/installments/quotes/{locator}/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List installment jobs of a quote (deprecated)
         * @deprecated
         * @description This service runs no billing jobs: an existing quote answers an empty, complete list.
         */
        get: operations["fetchInstallmentsJobDataForQuotes"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/config/createTenant": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create a tenant from a configuration
         * @description Creates a tenant and deploys the given configuration to it. The tenant is of type `test` unless `type=production`. The configuration is checked as a whole first, as `deployConfigZip` checks it; when it is not valid no tenant is created and the answer is 422 with one `errors` item per problem. Its `bootstrap.resources` may declare resource groups, which are created; since a new tenant holds no resource instances yet, those groups must be empty and `resourceInstances` must be empty.
         */
        post: operations["createTenant"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/config/{tenantLocator}/deployments/datamodel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read the deployed configuration
         * @description Returns the configuration currently deployed to the tenant.
         */
        get: operations["fetchConfigDefinition"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/config/{tenantLocator}/deployments/deploy": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Deploy a configuration
         * @description Validates the whole configuration and, when it is valid, replaces the tenant's configuration in one step. An invalid configuration answers `isSuccess: false` with every error and changes nothing. `bootstrap.resources.resourceInstances` names instances that must already exist with the declared static name and jurisdictions (a deploy carries no content); `bootstrap.resources.resourceGroups` are created, or updated when a group of that name exists, and must name existing instances, at most one per static name and jurisdiction.
         */
        post: operations["deployConfigZip"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/config/{tenantLocator}/deployments/plugins": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read the deployed plugins
         * @description An extension of insuite's own. Returns the files of the `plugins/` folder deployed to the tenant with its current configuration, as they were sent, and the plugins they implement; `files` is empty when the tenant has no plugins. With `fetchConfigDefinition` it is everything a deploy carries: `insuite export` writes both, so that an import gives a tenant that validates, prices and underwrites as the original did.
         */
        get: operations["fetchDeployedPlugins"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/console": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Operator's console
         * @description A console in the browser for the people who run tenants: tenants and deployments, resources and groups, tables, constraints, webhooks and events, users, roles and tokens. Served entirely by this server; it signs in with the password grant or a pasted token, keeps the token in the tab's session storage and calls this interface with it. Public: the page holds no data until signed in.
         */
        get: operations["getConsole"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/console/console.css": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Styles of the console
         * @description The console's style sheet, served from this server so the page needs nothing from elsewhere.
         */
        get: operations["getConsoleStyles"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/console/console.js": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Script of the console
         * @description The console's script (its views and the SDK), served from this server so the page needs nothing from elsewhere.
         */
        get: operations["getConsoleScript"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/docs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * API reference page
         * @description The reference page of this contract (Redoc), served entirely by this server: sidebar, search, schemas, examples and request samples. Public: the contract holds no tenant data.
         */
        get: operations["getApiDocs"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/docs/redoc.standalone.js": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Script of the reference page
         * @description The renderer the reference page loads, served from this server so the page needs nothing from elsewhere.
         */
        get: operations["getApiDocsScript"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/event/{tenantLocator}/events/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List events
         * @description Lists the tenant's events in order, optionally of one type and within a time window, a page at a time.
         */
        get: operations["fetchMultipleEvents"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/event/{tenantLocator}/events/{locator}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read an event
         * @description Returns one event of the tenant.
         */
        get: operations["fetchEvent"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/event/{tenantLocator}/webhooks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create a webhook
         * @description Subscribes an endpoint to event types. Each event is POSTed to the endpoint as JSON (the `EventResponse` record) with the endpoint's headers, `X-Insuite-Event` (the event locator, for removing duplicates: delivery is at least once) and `X-Insuite-Delivery`, in event order. The endpoint must not be a private, loopback or link-local address (checked here and again on the resolved address at every delivery); private and loopback addresses are allowed when the installation allows them, link-local ones never.
         */
        post: operations["createWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/event/{tenantLocator}/webhooks/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List webhooks
         * @description Lists the tenant's webhooks, optionally filtered.
         */
        get: operations["fetchWebhooks"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/event/{tenantLocator}/webhooks/{webhookLocator}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read a webhook
         * @description Returns one webhook; its secret reads as an empty string.
         */
        get: operations["fetchWebhook"];
        put?: never;
        post?: never;
        /**
         * Delete a webhook
         * @description Removes the webhook and its undelivered events.
         */
        delete: operations["deleteWebhook"];
        options?: never;
        head?: never;
        /**
         * Update a webhook
         * @description Changes a webhook's endpoint, event types and failure handling.
         */
        patch: operations["updateWebhook"];
        trace?: never;
    };
    "/event/{tenantLocator}/webhooks/{webhookLocator}/diverted": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List diverted events
         * @description Lists the webhook's diverted events in order of failure.
         */
        get: operations["fetchMultipleDivertedEvents"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/event/{tenantLocator}/webhooks/{webhookLocator}/diverted/{eventLocator}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read a diverted event
         * @description Returns an event whose delivery to the webhook failed and was diverted.
         */
        get: operations["fetchDivertedEvent"];
        put?: never;
        post?: never;
        /**
         * Delete a diverted event
         * @description Discards the diverted event.
         */
        delete: operations["deleteDivertedEvent"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/event/{tenantLocator}/webhooks/{webhookLocator}/diverted/{eventLocator}/resend": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Resend a diverted event
         * @description Delivers the event again now. On success the diverted event is removed; on failure its failure fields are updated.
         */
        post: operations["resendDivertedEvent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/event/{tenantLocator}/webhooks/{webhookLocator}/unsuspend": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Resume a suspended webhook
         * @description Lets a suspended webhook deliver again, starting with the events that waited.
         */
        patch: operations["unsuspendWebhook"];
        trace?: never;
    };
    "/healthz": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Liveness
         * @description Answers 200 while the process is up.
         */
        get: operations["getHealth"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/metrics": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Prometheus metrics
         * @description Request counts and durations by operation, and process metrics, in Prometheus text format. Needs the permission `metrics.read`, so a scraper's token can read nothing else. A server running several processes (`INSUITE_PROCESSES`) answers the metrics of all of them, summed, whichever process answers; 503 when they cannot all be collected.
         */
        get: operations["getMetrics"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/openapi.yaml": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * This contract
         * @description Returns this OpenAPI document as YAML, served as `text/yaml` so that a browser shows it. Public, so tools can import it by URL.
         */
        get: operations["getOpenApiSpec"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/openapi.json": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * This contract as JSON
         * @description Returns this OpenAPI document as JSON. Public, so tools can import it by URL.
         */
        get: operations["getOpenApiJson"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/billing/{tenantLocator}/payments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create a payment
         * @description Records a payment in draft: an amount of money in the account's currency and what it is for (invoices, invoice items, or the account itself as credit). Nothing is settled until it is posted. A payment for more than its invoices and items still owe, in another currency, or naming an invoice of another account answers 422 naming the field; an invoice the tenant does not have answers 404.
         */
        post: operations["createPayment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/billing/{tenantLocator}/payments/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List payments
         * @description Lists the tenant's payments, oldest first: all of them, those of one account, or those naming one invoice, invoice item or account as a target.
         */
        get: operations["fetchMultiplePayments"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/billing/{tenantLocator}/payments/numbers/{paymentNumber}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Fetch payments by number
         * @description Answers every payment given this number (none: an empty list).
         */
        get: operations["fetchPaymentsWithNumber"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/billing/{tenantLocator}/payments/{locator}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Fetch a payment
         * @description Answers the payment, its state, its targets and, once posted, what it settled.
         */
        get: operations["fetchPayment"];
        /**
         * Replace a payment
         * @description Replaces the amount, type, data and targets of a draft or validated payment with those given; a validated payment returns to draft. The same checks as creation apply.
         */
        put: operations["updatePaymentOverwriteData"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Update a payment
         * @description Changes the given fields of a draft or validated payment, adds and removes targets and data keys; a validated payment returns to draft. The same checks as creation apply.
         */
        patch: operations["updatePayment"];
        trace?: never;
    };
    "/billing/{tenantLocator}/payments/{locator}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Cancel a payment
         * @description Stops a payment that has not posted (draft, validated, requested or executing): it becomes cancelled and settles nothing. Any other state answers 409.
         */
        patch: operations["cancelPayment"];
        trace?: never;
    };
    "/billing/{tenantLocator}/payments/{locator}/discard": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Discard a payment
         * @description Drops a draft or validated payment: it becomes discarded. Any other state answers 409.
         */
        patch: operations["discardPayment"];
        trace?: never;
    };
    "/billing/{tenantLocator}/payments/{locator}/fail": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Mark a payment failed
         * @description Records that the money of a validated, requested or executing payment did not arrive: it becomes failed and settles nothing. Any other state answers 409.
         */
        patch: operations["failPayment"];
        trace?: never;
    };
    "/billing/{tenantLocator}/payments/{locator}/invoices/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the invoices of a payment
         * @description Answers the invoices the payment targets (directly or through one of their items) or settled, oldest first. A reversed payment answers none unless includeReversed is true.
         */
        get: operations["fetchInvoicesTargetedByAPayment"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/billing/{tenantLocator}/payments/{locator}/post": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Post a payment
         * @description Validates the payment if it is a draft, then settles its targets in one database transaction: an amount given for a target goes to it, the rest to the oldest due items first; what the targets no longer owe stays as the account's credit. Posting a payment that is not draft or validated (posting twice) answers 409, with nothing written.
         */
        patch: operations["postPayment"];
        trace?: never;
    };
    "/billing/{tenantLocator}/payments/{locator}/reset": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Reset a payment
         * @description Returns a validated, failed or cancelled payment to draft, so that it can be changed and validated again. Any other state answers 409.
         */
        patch: operations["resetPayment"];
        trace?: never;
    };
    "/billing/{tenantLocator}/payments/{locator}/validate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Validate a payment
         * @description Checks a draft payment against its targets as they stand (currency, account, amounts owed) and marks it validated; a payment that fails a check answers 422 naming the field and stays a draft.
         */
        patch: operations["validatePayment"];
        trace?: never;
    };
    "/billing/{tenantLocator}/payments/{locator}/reverse": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Reverse a payment
         * @description Undoes a posted payment: what it settled is owed again (its invoices reopen) and what it left as credit leaves the account's credit, in one database transaction. The payment becomes reversed with the reason given. A payment that was not posted answers 409.
         */
        patch: operations["reversePayment"];
        trace?: never;
    };
    "/billing/{tenantLocator}/payments/{locator}/previewPost": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Preview posting a payment
         * @description Answers what posting the payment now would do: the credits to each invoice item and to the account, and each invoice's amount still owed after it. Nothing is written.
         */
        get: operations["previewPaymentPost"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/billing/{tenantLocator}/payments/{locator}/previewValidate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Preview validating a payment
         * @description Answers the outcome of validating the payment now (validationResult) and the invoices it targets. Nothing is written.
         */
        get: operations["previewPaymentValidate"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/billing/{tenantLocator}/invoices/accounts/{accountLocator}/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the invoices of an account
         * @description Answers a page of the account's invoices, oldest first; invoices of zero only when asked.
         */
        get: operations["fetchInvoicesForAccount"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/billing/{tenantLocator}/invoices/earlyInvoicing": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Invoice installments early
         * @description Invoices the named installments now, before their generate time, on one invoice per policy; installments already invoiced are left as they are.
         */
        post: operations["initiateEarlyInvoicing"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/billing/{tenantLocator}/invoices/numbers/{invoiceNumber}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Fetch invoices by number
         * @description Answers every invoice of the tenant with this number (an empty list when none has it).
         */
        get: operations["fetchInvoiceWithNumber"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/billing/{tenantLocator}/invoices/policies/{policyLocator}/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the invoices of a policy
         * @description Answers a page of the invoices of the policy, oldest first; invoices of zero only when asked.
         */
        get: operations["fetchInvoicesForPolicy"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/billing/{tenantLocator}/invoices/quotes/{locator}/previewInvoices": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Preview the invoices of a quote
         * @description Answers the invoices the quote's installments would be generated on if it were issued now, by generate time. Nothing is written.
         */
        get: operations["previewInvoicesForQuote"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/billing/{tenantLocator}/invoices/quotes/{quoteLocator}/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the invoices of a quote
         * @description Answers a page of the invoices of the policy the quote was issued as; none while it is not issued.
         */
        get: operations["fetchInvoicesForQuote"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/billing/{tenantLocator}/invoices/transactions/{locator}/previewInvoices": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Preview the invoices of a transaction
         * @description Answers the invoices the transaction's installments would be generated on, by generate time. Nothing is written.
         */
        get: operations["previewInvoicesForTransaction"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/billing/{tenantLocator}/invoices/{locator}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Fetch an invoice
         * @description Answers the invoice with its items.
         */
        get: operations["getInvoiceWithItems"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Update an invoice
         * @description Sets the autopay time of an open invoice, or suppresses its autopay.
         */
        patch: operations["updateInvoice"];
        trace?: never;
    };
    "/billing/{tenantLocator}/invoices/{locator}/details": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Fetch the details of an invoice
         * @description Answers the invoice's items grouped by policy, each with the installment items it sums and the transactions they came from.
         */
        get: operations["fetchInvoiceDetails"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/billing/{tenantLocator}/invoices/{locator}/number/generate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Generate an invoice number
         * @description Gives the invoice the tenant's next invoice number. An invoice that has a number keeps it (409).
         */
        post: operations["generateInvoiceNumber"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/billing/{tenantLocator}/invoices/{locator}/number/set": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Set an invoice number
         * @description Gives the invoice the number named.
         */
        post: operations["setInvoiceNumber"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/billing/{tenantLocator}/invoices/{locator}/settle": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Settle an invoice of zero or less
         * @description Settles an open invoice whose total is zero or negative; what is negative becomes credit of the account. An invoice of more than zero answers 409.
         */
        post: operations["settleNegativeOrZeroInvoice"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/billing/{tenantLocator}/invoices/{locator}/writeOff": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Write an invoice off
         * @description Writes off what remains of an open invoice of more than zero: the invoice is settled, and the write-off records the amount.
         */
        patch: operations["writeOffInvoice"];
        trace?: never;
    };
    "/billing/{tenantLocator}/invoices/{locator}/payments/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the payments of an invoice
         * @description Lists the payments that target the invoice or one of its items, oldest first; reversed ones only with includeReversed.
         */
        get: operations["fetchPaymentsForAnInvoice"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/billing/{tenantLocator}/accounts/{locator}/credit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Fetch an account's credit
         * @description Answers the account's credit in each currency: what posted payments left over after settling their targets, less what was reversed.
         */
        get: operations["fetchAccountCredit"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/billing/{tenantLocator}/delinquencies/accounts/{accountLocator}/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the delinquencies of an account
         * @description Lists the delinquencies of the account, oldest first.
         */
        get: operations["getDelinquenciesForAccount"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/billing/{tenantLocator}/delinquencies/invoices/{invoiceLocator}/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the delinquencies of an invoice
         * @description Lists the delinquencies that the invoice started or belongs to, oldest first.
         */
        get: operations["getDelinquenciesForInvoice"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/billing/{tenantLocator}/delinquencies/policies/{policyLocator}/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the delinquencies of a policy
         * @description Lists the delinquencies of the policy, oldest first.
         */
        get: operations["getDelinquenciesForPolicy"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/billing/{tenantLocator}/delinquencies/{delinquencyLocator}/events/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the events of a delinquency
         * @description Lists the events the delinquency plan configures for this delinquency, each with its trigger time and whether it was triggered or cancelled (the delinquency settled first).
         */
        get: operations["fetchDelinquencyEvents"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/billing/{tenantLocator}/delinquencies/{locator}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Fetch a delinquency
         * @description Answers the delinquency: its state, its plan settings, the invoices and policy it concerns, when grace started and ends, and the lapse transaction once made.
         */
        get: operations["getDelinquency"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Update a delinquency
         * @description Moves the end of grace of a delinquency that has not lapsed (preGrace or inGrace); the job lapses it at the new time. Any other state answers 409; an end before grace started answers 422.
         */
        patch: operations["updateDelinquency"];
        trace?: never;
    };
    "/payment-execution/{tenantLocator}/paymentProviders/{locator}/inactivate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Deactivate a payment provider (deprecated)
         * @deprecated
         * @description This service holds no payment providers: always 404.
         */
        patch: operations["inactivatePaymentProviderConfiguration"];
        trace?: never;
    };
    "/plugin/{tenantLocator}/logs/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List plugin logs
         * @description Lists the tenant's plugin logs, newest first. A plugin log is written for each call of a plugin (validation, rating, underwriting) that logged a line or failed; a call that succeeded without logging leaves none. `objectLocator` finds the logs of one quote, `requestId` those of one request.
         */
        get: operations["fetchLogsList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/plugin/{tenantLocator}/logs/{locator}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read a plugin log
         * @description Returns one plugin log: what it is about and, in `log`, its lines in the order the plugin wrote them, each on a line of its own; a failed call ends with the plugin's error and stack.
         */
        get: operations["fetchLogs"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/billing/{tenantLocator}/accounts/{accountLocator}/charges/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the charges of an account
         * @description Answers a page of the charges of every policy of the account, in the order their transactions were issued.
         */
        get: operations["fetchChargesByAccount"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/billing/{tenantLocator}/installmentLattices/policies/{policyLocator}/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the installment lattices of a policy
         * @description Answers a page of the lattices of the policy's terms, the first term first.
         */
        get: operations["fetchInstallmentLatticesByPolicyLocator"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/billing/{tenantLocator}/installmentLattices/quotes/{quoteLocator}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Fetch the installment lattice of a quote
         * @description For an issued quote, the lattice of its policy's first term; otherwise the lattice its term would have, laid out now and not stored (its locator names nothing).
         */
        get: operations["fetchLatestInstallmentLatticeByQuoteLocator"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/billing/{tenantLocator}/installmentLattices/{installmentLatticeLocator}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Fetch an installment lattice
         * @description Answers one stored lattice.
         */
        get: operations["fetchInstallmentLatticeByLocator"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/billing/{tenantLocator}/installments/policies/{policyLocator}/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the installments of a policy
         * @description Answers a page of the installments of the policy's issued transactions, by generate time.
         */
        get: operations["fetchInstallmentsForPolicy"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/billing/{tenantLocator}/installments/quotes/{quoteLocator}/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Preview the installments of a quote
         * @description Answers how the quote's priced charges would be spread over its term if it were issued now. Nothing is written; the locators name nothing.
         */
        get: operations["fetchInstallmentsForQuote"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/billing/{tenantLocator}/installments/transactions/{transactionLocator}/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the installments of a transaction
         * @description Answers a page of the installments an issued transaction made; for a priced transaction not yet issued, those it would make if issued now (nothing written).
         */
        get: operations["fetchInstallmentsForPolicyTransaction"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/billing/{tenantLocator}/installments/{installmentLocator}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Fetch an installment
         * @description Answers one installment with its items.
         */
        get: operations["fetchInstallmentByLocator"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/billing/{tenantLocator}/policies/{policyLocator}/charges/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the charges of a policy
         * @description Answers a page of the charges of the policy's issued transactions, in the order they were issued.
         */
        get: operations["fetchChargesByPolicy"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/billing/{tenantLocator}/transactions/{transactionLocator}/charges/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the charges of a transaction
         * @description Answers a page of the charges of an issued transaction. A transaction not issued has none in billing.
         */
        get: operations["fetchChargesByTransaction"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/policy/{tenantLocator}/autoRenewals": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create an auto-renewal
         * @description Creates the auto-renewal of a policy's latest term: when its renewal transaction is created, accepted and issued. A term has at most one auto-renewal; the job creates one by the policy's auto-renewal plan when none was created by hand.
         */
        post: operations["createAutoRenewal"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/policy/{tenantLocator}/autoRenewals/{locator}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Fetch an auto-renewal
         * @description Answers the auto-renewal, its state and, once made, its renewal transaction and when each step was done.
         */
        get: operations["fetchAutoRenewal"];
        /**
         * Replace an auto-renewal
         * @description Replaces the auto-renewal's type, term duration and times; what is not given falls back to the policy's plan. Only while no renewal transaction was issued.
         */
        put: operations["putAutoRenewal"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Update an auto-renewal
         * @description Changes the given fields of the auto-renewal; the rest stay. Only while no renewal transaction was issued.
         */
        patch: operations["updateAutoRenewal"];
        trace?: never;
    };
    "/policy/{tenantLocator}/autoRenewals/{locator}/activate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Reactivate an auto-renewal
         * @description Makes a discarded, do-not-renew or failed auto-renewal active again; the job takes it up at its times.
         */
        patch: operations["reactivateAutoRenewal"];
        trace?: never;
    };
    "/policy/{tenantLocator}/autoRenewals/{locator}/discard": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Discard an auto-renewal
         * @description The job does nothing more for it. A renewal transaction it made and did not issue is discarded with it.
         */
        patch: operations["discardAutoRenewal"];
        trace?: never;
    };
    "/policy/{tenantLocator}/autoRenewals/{locator}/doNotRenew": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Mark a policy not to be renewed
         * @description The term is not renewed automatically: the auto-renewal becomes doNotRenew and the policy shows the status doNotRenew. A renewal transaction it made and did not issue is discarded.
         */
        patch: operations["markPolicyForDoNotRenew"];
        trace?: never;
    };
    "/policy/{tenantLocator}/accounts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create an account
         * @description Creates an account of a configured account type; its data is checked against the configuration.
         */
        post: operations["createAccount"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/policy/{tenantLocator}/accounts/{locator}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read an account
         * @description Returns one account.
         */
        get: operations["fetchAccount"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Update an account
         * @description Sets and removes data fields of an account.
         */
        patch: operations["updateAccount"];
        trace?: never;
    };
    "/policy/{tenantLocator}/accounts/{locator}/constraints/dependency": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Show an account's constraint dependencies
         * @description Returns, for every constrained field of the account, its table, column and the fields it depends on.
         */
        get: operations["fetchDependencyMapForAccount"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/policy/{tenantLocator}/accounts/{locator}/constraints/evaluate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Evaluate an account's constraints
         * @description Returns the values each constrained field of the account may take, given prospective values for the fields it depends on.
         */
        post: operations["evaluateConstraintsForAccount"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/policy/{tenantLocator}/accounts/{locator}/policies/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the policies of an account
         * @description Lists the policies issued for one account, oldest first.
         */
        get: operations["fetchPoliciesForAccount"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/policy/{tenantLocator}/accounts/{locator}/quotes/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the quotes of an account
         * @description Lists the quotes of one account in every state, oldest first.
         */
        get: operations["fetchQuotesForAccount"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/policy/{tenantLocator}/policies/numbers/{policyNumber}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Find policies by number
         * @description Answers the tenant's policies holding the number, oldest first (at most 1000).
         */
        get: operations["fetchPoliciesWithNumber"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/policy/{tenantLocator}/policies/snapshot/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List policy snapshots (deprecated)
         * @deprecated
         * @description This service keeps no policy snapshots: always an empty list.
         */
        get: operations["fetchMultipleSnapshots"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/policy/{tenantLocator}/policies/{locator}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read a policy
         * @description Returns a policy created by issuing a quote.
         */
        get: operations["fetchPolicy"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/policy/{tenantLocator}/policies/{locator}/branches": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the open transactions by base
         * @description Answers the policy's transactions that are not final, keyed by the locator of the issued transaction each builds on.
         */
        get: operations["getTransactionsBranchesByPolicy"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/policy/{tenantLocator}/policies/{locator}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Cancel a policy
         * @description Creates a cancellation transaction in draft, taking effect at `effectiveTime` (within the term, after the latest issued transaction's): once issued, the policy is not in force from then and the unearned premium is returned as negative charges.
         */
        patch: operations["cancelPolicy"];
        trace?: never;
    };
    "/policy/{tenantLocator}/policies/{locator}/change": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Change a policy
         * @description Creates a change transaction in draft on the policy's latest issued transaction: the instructions add, delete and modify elements from the `params` instruction's `effectiveTime` (required) to the term's end, or to `newPolicyEndTime` when given. Every instruction is checked against the policy before anything is written (422 naming the instruction and its field).
         */
        patch: operations["changePolicy"];
        trace?: never;
    };
    "/policy/{tenantLocator}/policies/{locator}/issuedTransactions/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the issued transactions of a policy
         * @description Answers a page of the policy's issued transactions in the order they were issued, the issuance first.
         */
        get: operations["fetchIssuedTransactions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/policy/{tenantLocator}/policies/{locator}/number/generate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Generate a policy number
         * @description Gives the policy a number of its own: `P` and the next of the tenant's policy numbers, as `P000001`. A policy that has a number keeps it.
         */
        post: operations["generatePolicyNumber"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/policy/{tenantLocator}/policies/{locator}/number/set": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Set a policy number
         * @description Gives the policy the number; numbers need not be unique (fetchPoliciesWithNumber answers every policy holding one).
         */
        post: operations["setPolicyNumber"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/policy/{tenantLocator}/policies/{locator}/reinstate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Reinstate a policy
         * @description Creates a reinstatement transaction in draft on a cancelled policy: coverage resumes at the `params` instruction's `effectiveTime`, by default the cancellation's, with the elements in force before the cancellation; once issued, the premium for the rest of the term is charged again. A policy that is not cancelled answers 422.
         */
        patch: operations["reinstatePolicy"];
        trace?: never;
    };
    "/policy/{tenantLocator}/policies/{locator}/renew": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Renew a policy
         * @description Creates a renewal transaction in draft: a new term from the end of the latest term, as long as that term (or to the `params` instruction's `newPolicyEndTime`), with the instructions applied to the elements in force at its end. Renewing a term that is already renewed answers 422.
         */
        patch: operations["renewPolicy"];
        trace?: never;
    };
    "/policy/{tenantLocator}/policies/{locator}/delinquencyPlan": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Set a policy's delinquency plan
         * @description Names the plan of the configuration's `delinquencyPlans` the policy follows from now on (instead of the plan it was issued with, else its product's or the configuration's `defaultDelinquencyPlan`). Delinquencies that already started keep the settings they started with. A name the configuration does not declare answers 422.
         */
        patch: operations["updatePolicyDelinquencyPlan"];
        trace?: never;
    };
    "/policy/{tenantLocator}/quotes/{locator}/delinquencyPlan": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Set a quote's delinquency plan
         * @description Names the plan of the configuration's `delinquencyPlans` the quote's policy will follow once issued. A name the configuration does not declare answers 422.
         */
        patch: operations["updateQuoteDelinquencyPlan"];
        trace?: never;
    };
    "/policy/{tenantLocator}/policies/{locator}/autoRenewalPlan": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Set a policy's auto-renewal plan
         * @description Names the plan of the configuration's `autoRenewalPlans` the policy follows from now on (instead of the product's or the configuration's `defaultAutoRenewalPlan`). A name the configuration does not declare answers 422.
         */
        patch: operations["updatePolicyAutoRenewalPlan"];
        trace?: never;
    };
    "/policy/{tenantLocator}/policies/{locator}/reversal": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Reverse issued transactions
         * @description Takes the policy back to where `toTransaction` left it: every transaction issued after it (`reverseTransactions`, all of them) becomes `reversed`, and an issued transaction of category `reversal` takes back each of their charges and restores the segment, term end and cancellation in force after `toTransaction`. A renewal is not reversed; `baseLocator` must be the policy's latest issued transaction. Open transactions of the policy are invalidated.
         */
        patch: operations["reversePolicyChange"];
        trace?: never;
    };
    "/policy/{tenantLocator}/policies/{locator}/snapshot": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read a policy as it stood at a date
         * @description Answers the policy with the segment in force at `date` and the issued transaction that created it; with `byIssuedTime`, as issued at that time instead (the latest transaction issued by then, its segment in force at the date). 404 when no coverage or gap is in force then.
         */
        get: operations["fetchPolicySnapshot"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/policy/{tenantLocator}/policies/{locator}/summary": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Summarize a term by number
         * @description Answers the summary of the policy's term of that number (the latest without one).
         */
        get: operations["fetchTermSummaryByTermNumber"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/policy/{tenantLocator}/policies/{locator}/terms/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the terms of a policy
         * @description Answers a page of the policy's terms, first term first.
         */
        get: operations["fetchMultipleTerms"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/policy/{tenantLocator}/policies/{locator}/{transactionType}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Create a transaction of a declared type
         * @description Creates a transaction in draft of a type the configuration declares, with its category's rules (those of changePolicy, cancelPolicy, reinstatePolicy or renewPolicy). A type that is not cost-bearing charges nothing and reverses nothing.
         */
        patch: operations["createPolicyTransaction"];
        trace?: never;
    };
    "/policy/{tenantLocator}/policies/{locator}/{transactionType}/pricePreview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Price a transaction without creating it
         * @description Builds the transaction the instructions make, validates and prices it, and answers its charges; nothing is written.
         */
        patch: operations["transactionPricePreview"];
        trace?: never;
    };
    "/policy/{tenantLocator}/policies/{locator}/{transactionType}/underwritePreview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Underwrite a transaction without creating it
         * @description Builds the transaction the instructions make, validates, prices and underwrites it, and answers the decision and the flags the plugin raised; nothing is written.
         */
        patch: operations["underwritePreview"];
        trace?: never;
    };
    "/policy/{tenantLocator}/policies/{locator}/{transactionType}/validatePreview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Validate a transaction without creating it
         * @description Builds the transaction the instructions make and validates it; answers it as validated, or 422 with what is wrong; nothing is written.
         */
        patch: operations["transactionValidatePreview"];
        trace?: never;
    };
    "/policy/{tenantLocator}/quickquotes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create a quick quote
         * @description Creates a draft quick quote of a configured product, with no account.
         */
        post: operations["createQuickQuote"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/policy/{tenantLocator}/quickquotes/{locator}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read a quick quote
         * @description Returns one quick quote with its element tree.
         */
        get: operations["fetchQuickQuote"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Update a quick quote
         * @description Changes a quick quote's times, jurisdiction and data, and the data of its elements.
         */
        patch: operations["updateQuickQuote"];
        trace?: never;
    };
    "/policy/{tenantLocator}/quickquotes/{locator}/constraints/dependency": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Show a quick quote's constraint dependencies
         * @description Returns, per element and constrained field, its table, column and the fields it depends on.
         */
        get: operations["fetchDependencyMapForQuickQuote"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/policy/{tenantLocator}/quickquotes/{locator}/constraints/evaluate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Evaluate a quick quote's constraints
         * @description Returns the allowed values of each constrained field of the given elements, given prospective values.
         */
        post: operations["evaluateConstraintsForQuickQuote"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/policy/{tenantLocator}/quotes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create a quote
         * @description Creates a draft quote of a configured product for an account, with its element tree.
         */
        post: operations["createQuote"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/policy/{tenantLocator}/quotes/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List quotes
         * @description Lists the quotes of the tenant in every state, oldest first.
         */
        get: operations["fetchQuotesInATenant"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/policy/{tenantLocator}/quotes/pricePreview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Price a quote without storing it
         * @description Builds the quote the body describes, validates and prices it, and answers the price; nothing is stored and no event is written.
         */
        post: operations["quotePricePreview"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/policy/{tenantLocator}/quotes/validatePreview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Validate a quote without storing it
         * @description Builds the quote the body describes and validates it (configuration rules, constraints and the validation plugin); answers it with its validation result, stored nowhere.
         */
        post: operations["quoteValidatePreview"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/policy/{tenantLocator}/quotes/{locator}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read a quote
         * @description Returns one quote with its element tree.
         */
        get: operations["fetchQuote"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Update a quote
         * @description Changes a draft quote's times, jurisdiction and data, and the data of its elements. Only a draft changes (409 otherwise; resetQuote makes a quote a draft again).
         */
        patch: operations["updateQuote"];
        trace?: never;
    };
    "/policy/{tenantLocator}/quotes/{locator}/accept": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Accept a quote
         * @description Accepts an underwritten quote: its price and flags are fixed and it can be issued. A quote in an earlier state is taken through the steps it has not had (validate, price, underwrite) first; a step that fails leaves it where it stopped.
         */
        patch: operations["acceptQuote"];
        trace?: never;
    };
    "/policy/{tenantLocator}/quotes/{locator}/constraints/dependency": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Show a quote's constraint dependencies
         * @description Returns, per element and constrained field, its table, column and the fields it depends on.
         */
        get: operations["fetchDependencyMapForQuote"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/policy/{tenantLocator}/quotes/{locator}/constraints/evaluate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Evaluate a quote's constraints
         * @description Returns the allowed values of each constrained field of the given elements, given prospective values.
         */
        post: operations["evaluateConstraintsForQuote"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/policy/{tenantLocator}/quotes/{locator}/copy": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Copy a quote
         * @description Creates a new draft quote with the same account, product, times and element tree (new locators) as the quote copied, in any state; the copy has no price and no flags.
         */
        post: operations["copyQuote"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/policy/{tenantLocator}/quotes/{locator}/discard": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Discard a quote
         * @description Discards a quote that is not issued: it can no longer be changed or moved on. Discarding a discarded quote answers 409.
         */
        patch: operations["discardQuote"];
        trace?: never;
    };
    "/policy/{tenantLocator}/quotes/{locator}/issue": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Issue a quote
         * @description Issues an accepted quote: creates its policy and issuance transaction, which carries the quote's charges. Any other state answers 409 naming it and what it allows. An issued quote is read-only.
         */
        patch: operations["issueQuote"];
        trace?: never;
    };
    "/policy/{tenantLocator}/quotes/{locator}/price": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read the price of a quote
         * @description Answers the price stored by the last priceQuote (or by a step that priced on its way); 409 when the quote has not been priced since it was last reset.
         */
        get: operations["fetchPricedQuote"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Price a quote
         * @description Prices a quote with the rating plugin: each charge it returns is checked against the declared charge types and rounded to the currency's minor unit. A draft is validated first. Answers and stores the price; the quote becomes priced.
         */
        patch: operations["priceQuote"];
        trace?: never;
    };
    "/policy/{tenantLocator}/quotes/{locator}/refuse": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Refuse a quote
         * @description Records that the customer refused the quote; a refused quote can be reset to draft.
         */
        patch: operations["refuseQuote"];
        trace?: never;
    };
    "/policy/{tenantLocator}/quotes/{locator}/reset": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Reset a quote to draft
         * @description Takes a quote that is not issued back to draft: its validation result and price are dropped; flags are kept unless the options say otherwise.
         */
        patch: operations["resetQuote"];
        trace?: never;
    };
    "/policy/{tenantLocator}/quotes/{locator}/underwrite": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Underwrite a quote
         * @description Runs the underwriting plugin and decides the quote by its flags: a block flag stops it in underwrittenBlocked, a decline in declined, a reject in rejected; otherwise it becomes underwritten. A quote not yet priced is validated and priced first.
         */
        patch: operations["underwriteQuote"];
        trace?: never;
    };
    "/policy/{tenantLocator}/quotes/{locator}/underwritingFlags": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the underwriting flags of a quote
         * @description Answers the flags in force on the quote and those cleared, oldest first.
         */
        get: operations["fetchUnderwritingFlagsForQuote"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Add and clear underwriting flags
         * @description Adds flags and clears flags of a quote in one change. Flags change only on a quote that is not accepted, issued or discarded.
         */
        patch: operations["updateUnderwritingFlagsForQuote"];
        trace?: never;
    };
    "/policy/{tenantLocator}/quotes/{locator}/underwritingFlags/approve": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Add a approve flag
         * @description Adds a flag of level `approve` to a quote; a `level` in the body must say the same. Flags change only on a quote that is not accepted, issued or discarded.
         */
        post: operations["addUnderwritingApproveFlagForQuote"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/policy/{tenantLocator}/quotes/{locator}/underwritingFlags/approve/{flagLocator}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Clear a approve flag
         * @description Clears a flag of level `approve` of the quote (404 when the quote has no such flag in force).
         */
        delete: operations["clearUnderwritingApproveFlagForQuote"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/policy/{tenantLocator}/quotes/{locator}/underwritingFlags/block": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Add a block flag
         * @description Adds a flag of level `block` to a quote; a `level` in the body must say the same. Flags change only on a quote that is not accepted, issued or discarded.
         */
        post: operations["addUnderwritingBlockFlagForQuote"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/policy/{tenantLocator}/quotes/{locator}/underwritingFlags/block/{flagLocator}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Clear a block flag
         * @description Clears a flag of level `block` of the quote (404 when the quote has no such flag in force).
         */
        delete: operations["clearUnderwritingBlockFlagForQuote"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/policy/{tenantLocator}/quotes/{locator}/underwritingFlags/decline": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Add a decline flag
         * @description Adds a flag of level `decline` to a quote; a `level` in the body must say the same. Flags change only on a quote that is not accepted, issued or discarded.
         */
        post: operations["addUnderwritingDeclineFlagForQuote"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/policy/{tenantLocator}/quotes/{locator}/underwritingFlags/decline/{flagLocator}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Clear a decline flag
         * @description Clears a flag of level `decline` of the quote (404 when the quote has no such flag in force).
         */
        delete: operations["clearUnderwritingDeclineFlagForQuote"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/policy/{tenantLocator}/quotes/{locator}/underwritingFlags/info": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Add a info flag
         * @description Adds a flag of level `info` to a quote; a `level` in the body must say the same. Flags change only on a quote that is not accepted, issued or discarded.
         */
        post: operations["addUnderwritingInfoFlagForQuote"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/policy/{tenantLocator}/quotes/{locator}/underwritingFlags/info/{flagLocator}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Clear a info flag
         * @description Clears a flag of level `info` of the quote (404 when the quote has no such flag in force).
         */
        delete: operations["clearUnderwritingInfoFlagForQuote"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/policy/{tenantLocator}/quotes/{locator}/underwritingFlags/reject": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Add a reject flag
         * @description Adds a flag of level `reject` to a quote; a `level` in the body must say the same. Flags change only on a quote that is not accepted, issued or discarded.
         */
        post: operations["addUnderwritingRejectFlagForQuote"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/policy/{tenantLocator}/quotes/{locator}/underwritingFlags/reject/{flagLocator}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Clear a reject flag
         * @description Clears a flag of level `reject` of the quote (404 when the quote has no such flag in force).
         */
        delete: operations["clearUnderwritingRejectFlagForQuote"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/policy/{tenantLocator}/quotes/{locator}/validate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Validate a quote
         * @description Validates a draft quote (configuration rules, constraints and the validation plugin). Success makes it validated; errors leave it a draft and are answered as a 422 naming each element.
         */
        patch: operations["validateQuote"];
        trace?: never;
    };
    "/policy/{tenantLocator}/terms/numbers/{termNumber}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Find terms by number
         * @description Answers the tenant's terms holding the number, oldest first (at most 1000).
         */
        get: operations["fetchTermsWithNumber"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/policy/{tenantLocator}/terms/{locator}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read a term
         * @description Answers one term of a policy: its number, start and end, and the term it follows.
         */
        get: operations["fetchTerm"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/policy/{tenantLocator}/terms/{locator}/charges": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read the charges of a term
         * @description Answers the charges of the term's issued transactions, keyed by transaction locator; their sum is what the term costs.
         */
        get: operations["fetchTermCharges"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/policy/{tenantLocator}/terms/{locator}/number/generate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Generate a term number
         * @description Gives the term the policy's number (or its locator) followed by `-` and the term's number, as `P000001-2`. A term that has a number keeps it.
         */
        post: operations["generateTermNumber"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/policy/{tenantLocator}/terms/{locator}/number/set": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Set a term number
         * @description Gives the term the number.
         */
        post: operations["setTermNumber"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/policy/{tenantLocator}/terms/{locator}/summary": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Summarize a term
         * @description Answers the term's segments in force, in order (coverage and gaps), each with its elements and their charges.
         */
        get: operations["fetchTermSummaryByTermLocator"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/policy/{tenantLocator}/transactions/segments/{segmentLocator}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read a segment
         * @description Answers one segment of a policy by its locator, as it stands (a segment replaced later ends where the replacing one starts).
         */
        get: operations["fetchPolicySegment"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/policy/{tenantLocator}/transactions/{locator}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read a policy transaction
         * @description Returns a policy transaction with its element tree.
         */
        get: operations["fetchTransaction"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/policy/{tenantLocator}/transactions/{locator}/accept": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Accept a transaction
         * @description Accepts a transaction whose flags let it go on, running the earlier steps first; flags that stop it leave it in that state (answered).
         */
        patch: operations["acceptTransaction"];
        trace?: never;
    };
    "/policy/{tenantLocator}/transactions/{locator}/affectedTransactions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the transactions an issue affected
         * @description Answers the transactions invalidated when this one was issued, and those reversed by it.
         */
        get: operations["fetchAffectedTransactions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/policy/{tenantLocator}/transactions/{locator}/affectedTransactions/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List affected transactions (deprecated)
         * @deprecated
         * @description An existing transaction answers an empty list.
         */
        get: operations["fetchAffectedTransactionsForListEndpoint"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/policy/{tenantLocator}/transactions/{locator}/changeInstructions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Add a change instruction
         * @description Adds one instruction to a transaction that is not yet priced (draft, initialized or validated); the transaction goes back to draft and its elements are computed again. An instruction that cannot apply answers 422 and nothing changes.
         */
        put: operations["createPolicyChangeInstruction"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/policy/{tenantLocator}/transactions/{locator}/changeInstructions/{instructionLocator}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Remove a change instruction
         * @description Removes one instruction of a transaction that is not yet priced; the transaction goes back to draft. The `params` instruction cannot be removed (422).
         */
        delete: operations["deleteChangeInstructionFromTransaction"];
        options?: never;
        head?: never;
        /**
         * Replace a change instruction
         * @description Replaces one instruction of a transaction that is not yet priced with the one given; the transaction goes back to draft.
         */
        patch: operations["updateChangeInstruction"];
        trace?: never;
    };
    "/policy/{tenantLocator}/transactions/{locator}/discard": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Discard a transaction
         * @description Ends a transaction that is not issued; it adds nothing to the policy.
         */
        patch: operations["discardTransaction"];
        trace?: never;
    };
    "/policy/{tenantLocator}/transactions/{locator}/elements": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Add elements with a transaction
         * @description Adds an `add` instruction with the elements to a transaction that is not yet priced, and answers its segment as it now stands.
         */
        put: operations["addElementsToPolicyWithTransaction"];
        post?: never;
        /**
         * Remove elements with a transaction
         * @description Adds a `delete` instruction for the elements (by static locator) to a transaction that is not yet priced, and answers its segment as it now stands.
         */
        delete: operations["removeElementsFromPolicyWithTransaction"];
        options?: never;
        head?: never;
        /**
         * Change an element with a transaction
         * @description Adds a `modify` instruction for the element (named by its locator or static locator) to a transaction that is not yet priced, and answers its segment as it now stands.
         */
        patch: operations["updateElementsInPolicyWithTransaction"];
        trace?: never;
    };
    "/policy/{tenantLocator}/transactions/{locator}/elements/changes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read a transaction with its changes applied
         * @description Answers the transaction with its instructions applied to the policy as it stands now (the latest issued transaction), without writing anything.
         */
        get: operations["fetchPolicyTransactionWithUpdatedChanges"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/policy/{tenantLocator}/transactions/{locator}/elements/constraints/dependency": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Show a transaction's constraint dependencies
         * @description Returns, per element and constrained field, its table, column and the fields it depends on.
         */
        get: operations["fetchDependencyMapForPolicyTransaction"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/policy/{tenantLocator}/transactions/{locator}/elements/constraints/evaluate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Evaluate a transaction's constraints
         * @description Returns the allowed values of each constrained field of the given elements, given prospective values.
         */
        post: operations["evaluateConstraintsForPolicyTransaction"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/policy/{tenantLocator}/transactions/{locator}/initialize": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Initialize a transaction
         * @description Applies the transaction's instructions to its base: the transaction's segment (elements, start, end) is fixed and it becomes initialized.
         */
        patch: operations["initializeTransaction"];
        trace?: never;
    };
    "/policy/{tenantLocator}/transactions/{locator}/issue": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Issue a transaction
         * @description Issues an accepted transaction: its segment and charges take effect, and every other open transaction of the policy built on the same base is invalidated. A transaction whose base is no longer the policy's latest is invalidated instead (409), or, with `autoRebase`, rebuilt on the latest, priced again and issued.
         */
        patch: operations["issueTransaction"];
        trace?: never;
    };
    "/policy/{tenantLocator}/transactions/{locator}/price": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read the charges of a transaction
         * @description Answers the charges of a policy transaction; an issuance transaction carries the charges of the quote it was issued from.
         */
        get: operations["fetchTransactionPricing"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Price a transaction
         * @description Rates the segment the transaction creates with the rating plugin (the quote's `rate` export and input), pro rata over the segment in the policy's time zone, and adds the reversal of the remainder of the segment it replaces (`reversalOfLocator`). Earlier steps run first.
         */
        patch: operations["priceTransaction"];
        trace?: never;
    };
    "/policy/{tenantLocator}/transactions/{locator}/refuse": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Refuse a transaction
         * @description Records that the customer refused the transaction.
         */
        patch: operations["refuseTransaction"];
        trace?: never;
    };
    "/policy/{tenantLocator}/transactions/{locator}/reset": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Reset a transaction
         * @description Takes a transaction that is not issued back to initialized (or draft with `resetToDraft`), dropping its validation, price and decision; flags are kept unless the options name them.
         */
        patch: operations["resetTransaction"];
        trace?: never;
    };
    "/policy/{tenantLocator}/transactions/{locator}/segment": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read the segment of a transaction
         * @description Answers the segment the transaction creates (or, for an issued transaction, created): its elements, start, end and duration in the policy's duration basis.
         */
        get: operations["fetchTransactionSegment"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/policy/{tenantLocator}/transactions/{locator}/segments/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List transaction segments (deprecated)
         * @deprecated
         * @description An existing transaction answers an empty list.
         */
        get: operations["fetchTransactionSegments"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/policy/{tenantLocator}/transactions/{locator}/segments/{segmentLocator}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read a transaction segment (deprecated)
         * @deprecated
         * @description This service keeps no segments: always 404.
         */
        get: operations["fetchPolicySegmentEx"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/policy/{tenantLocator}/transactions/{locator}/transactionData": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Change the transaction data
         * @description Sets and removes fields of the transaction's own data on a transaction that is not yet priced; the transaction goes back to draft.
         */
        patch: operations["patchTransactionData"];
        trace?: never;
    };
    "/policy/{tenantLocator}/transactions/{locator}/underwrite": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Underwrite a transaction
         * @description Runs the underwriting plugin on the segment and decides by the flags in force, as for a quote. Earlier steps run first.
         */
        patch: operations["underwriteTransaction"];
        trace?: never;
    };
    "/policy/{tenantLocator}/transactions/{locator}/underwritingFlags": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the underwriting flags of a transaction
         * @description Answers the flags in force on the transaction and those cleared, oldest first.
         */
        get: operations["fetchUnderwritingFlagsForTransaction"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Add and clear underwriting flags of a transaction
         * @description Adds flags and clears flags of a transaction in one change; flags change only on a transaction that is not accepted or final.
         */
        patch: operations["updateUnderwritingFlagsForPolicyTransaction"];
        trace?: never;
    };
    "/policy/{tenantLocator}/transactions/{locator}/underwritingFlags/approve": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Add a approve flag to a transaction
         * @description Adds a flag of level `approve` to a transaction; a `level` in the body must say the same.
         */
        post: operations["addApproveUnderwritingFlagsForTransaction"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/policy/{tenantLocator}/transactions/{locator}/underwritingFlags/approve/{flagLocator}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Clear a approve flag of a transaction
         * @description Clears a flag of level `approve` in force on the transaction (404 when there is none).
         */
        delete: operations["clearApproveUnderwritingFlagsForTransaction"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/policy/{tenantLocator}/transactions/{locator}/underwritingFlags/block": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Add a block flag to a transaction
         * @description Adds a flag of level `block` to a transaction; a `level` in the body must say the same.
         */
        post: operations["addBlockUnderwritingFlagsForTransaction"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/policy/{tenantLocator}/transactions/{locator}/underwritingFlags/block/{flagLocator}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Clear a block flag of a transaction
         * @description Clears a flag of level `block` in force on the transaction (404 when there is none).
         */
        delete: operations["clearBlockUnderwritingFlagsForTransaction"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/policy/{tenantLocator}/transactions/{locator}/underwritingFlags/decline": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Add a decline flag to a transaction
         * @description Adds a flag of level `decline` to a transaction; a `level` in the body must say the same.
         */
        post: operations["addDeclineUnderwritingFlagsForTransaction"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/policy/{tenantLocator}/transactions/{locator}/underwritingFlags/decline/{flagLocator}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Clear a decline flag of a transaction
         * @description Clears a flag of level `decline` in force on the transaction (404 when there is none).
         */
        delete: operations["clearDeclineUnderwritingFlagsForTransaction"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/policy/{tenantLocator}/transactions/{locator}/underwritingFlags/info": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Add a info flag to a transaction
         * @description Adds a flag of level `info` to a transaction; a `level` in the body must say the same.
         */
        post: operations["addInfoUnderwritingFlagsForTransaction"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/policy/{tenantLocator}/transactions/{locator}/underwritingFlags/info/{flagLocator}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Clear a info flag of a transaction
         * @description Clears a flag of level `info` in force on the transaction (404 when there is none).
         */
        delete: operations["clearInfoUnderwritingFlagsForTransaction"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/policy/{tenantLocator}/transactions/{locator}/underwritingFlags/reject": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Add a reject flag to a transaction
         * @description Adds a flag of level `reject` to a transaction; a `level` in the body must say the same.
         */
        post: operations["addRejectUnderwritingFlagsForTransaction"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/policy/{tenantLocator}/transactions/{locator}/underwritingFlags/reject/{flagLocator}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Clear a reject flag of a transaction
         * @description Clears a flag of level `reject` in force on the transaction (404 when there is none).
         */
        delete: operations["clearRejectUnderwritingFlagsForTransaction"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/policy/{tenantLocator}/transactions/{locator}/validate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Validate a transaction
         * @description Checks the transaction's segment against the configuration and runs the validation plugin with the segment as a quote; errors answer 422 and leave the transaction as it was. A draft is initialized first.
         */
        patch: operations["validateTransaction"];
        trace?: never;
    };
    "/readyz": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Readiness
         * @description Answers 200 when the database answers, else 503. A server running several processes (`INSUITE_PROCESSES`) answers 200 only when every one of its processes is ready, whichever answers.
         */
        get: operations["getReadiness"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/resource/{tenantLocator}/constraints": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Upload a constraint table
         * @description Uploads a ZIP holding one CSV file with the columns declared for the static name.
         */
        post: operations["createConstraintTable"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/resource/{tenantLocator}/constraints/{name}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Download a constraint table
         * @description Returns a ZIP holding the uploaded CSV byte for byte.
         */
        get: operations["zipConstraintTable"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Replace a constraint table's content
         * @description Uploads new content for an existing constraint table; the old content is kept.
         */
        patch: operations["replaceConstraintTable"];
        trace?: never;
    };
    "/resource/{tenantLocator}/constraints/{name}/record": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read constraint values
         * @description Returns, for every column, the distinct values of the rows whose leading columns match `key`.
         */
        get: operations["fetchConstraints"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/resource/{tenantLocator}/documents": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Upload a static document
         * @description Stores the `file` part as a static document.
         */
        post: operations["createDocumentResource"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/resource/{tenantLocator}/documents/{name}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Download a static document
         * @description Returns the stored bytes unchanged, with the content type they were uploaded with.
         */
        get: operations["fetchDocumentResourceByName"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Replace a static document
         * @description Stores new bytes for an existing document; the old content is kept.
         */
        patch: operations["updateDocument"];
        trace?: never;
    };
    "/resource/{tenantLocator}/fonts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Upload a font
         * @description Stores a TrueType, OpenType, WOFF or WOFF2 font, recognised by its leading bytes.
         */
        post: operations["addFont"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/resource/{tenantLocator}/fonts/{name}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Download a font
         * @description Returns the current content of a font byte for byte, so a tenant can be exported whole.
         */
        get: operations["fetchFont"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/resource/{tenantLocator}/groups": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create a resource group
         * @description Creates a group of resource instances that takes effect at `selectionStartTime`.
         */
        post: operations["createResourceGroup"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/resource/{tenantLocator}/groups/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List resource groups
         * @description Lists the tenant's resource groups in creation order. Retired groups are left out unless `excludeRetired=false`; active ones are left out with `excludeActive=true`.
         */
        get: operations["fetchResourceGroups"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/resource/{tenantLocator}/groups/{locator}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read a resource group
         * @description Returns one resource group of the tenant.
         */
        get: operations["fetchResourceGroup"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Update a resource group
         * @description Renames the group, moves its start time and adds or removes resource names.
         */
        patch: operations["updateResourceGroup"];
        trace?: never;
    };
    "/resource/{tenantLocator}/groups/{locator}/retire": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Retire a resource group
         * @description Marks the group retired; it no longer takes part in resolution by static name.
         */
        patch: operations["retire"];
        trace?: never;
    };
    "/resource/{tenantLocator}/rangeTables": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Upload a range table
         * @description Uploads a ZIP holding one CSV file with the columns declared for the static name.
         */
        post: operations["createRangeTable"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/resource/{tenantLocator}/rangeTables/{name}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Download a range table
         * @description Returns a ZIP holding the uploaded CSV byte for byte.
         */
        get: operations["fetchRangeTableInZipFormat"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Replace a range table's content
         * @description Uploads new content for an existing range table; the old content is kept.
         */
        patch: operations["replaceRangeTable"];
        trace?: never;
    };
    "/resource/{tenantLocator}/rangeTables/{name}/record": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Look up a range table row
         * @description Finds the row whose range covers `boundValue` among the rows matching `key`.
         */
        get: operations["fetchRangeTableRecord"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/resource/{tenantLocator}/resources/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List resource instances
         * @description Lists every resource instance of the tenant in creation order.
         */
        get: operations["fetchMultipleResources"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/resource/{tenantLocator}/resources/type/{type}/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List resource instances of one type
         * @description Lists the tenant's resource instances of one resource type in creation order.
         */
        get: operations["fetchMultipleResourcesByType"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/resource/{tenantLocator}/resources/{name}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read a resource instance
         * @description Returns a resource instance by name, or by static name as in effect at `date` for `jurisdiction`.
         */
        get: operations["fetchResource"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/resource/{tenantLocator}/secrets": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create a secret
         * @description Stores a map of secret values, encrypted at rest.
         */
        post: operations["createSecret"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/resource/{tenantLocator}/secrets/{name}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read a secret
         * @description Returns a secret resource with its decrypted values.
         */
        get: operations["fetchSecret"];
        put?: never;
        post?: never;
        /**
         * Delete a secret
         * @description Removes the secret resource and its values.
         */
        delete: operations["deleteSecret"];
        options?: never;
        head?: never;
        /**
         * Replace a secret's values
         * @description Replaces the whole map of values of a secret.
         */
        patch: operations["updateSecret"];
        trace?: never;
    };
    "/resource/{tenantLocator}/tables": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Upload a lookup table
         * @description Uploads a ZIP holding one CSV file with the columns declared for the static name.
         */
        post: operations["createLookupTable"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/resource/{tenantLocator}/tables/{name}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Download a lookup table
         * @description Returns a ZIP holding the uploaded CSV byte for byte.
         */
        get: operations["fetchLookupTableInZipFormat"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Replace a lookup table's content
         * @description Uploads new content for an existing lookup table; the old content is kept.
         */
        patch: operations["replaceLookupTable"];
        trace?: never;
    };
    "/resource/{tenantLocator}/tables/{name}/record": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Look up a table row
         * @description Finds the row of a lookup table whose key columns match `key` (in declared order). Matching ignores case and compares numbers by value.
         */
        get: operations["fetchTableRecord"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/resource/{tenantLocator}/templateSnippets/liquid": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Upload a Liquid snippet
         * @description Stores a Liquid snippet after checking that it parses.
         */
        post: operations["uploadLiquid"];
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Replace a Liquid snippet
         * @description Stores a new version of the named Liquid snippet after checking that it parses.
         */
        patch: operations["updateLiquid"];
        trace?: never;
    };
    "/resource/{tenantLocator}/templateSnippets/velocity": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Upload a Velocity snippet
         * @description Stores a Velocity snippet after checking that it parses.
         */
        post: operations["uploadVelocity"];
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Replace a Velocity snippet
         * @description Stores a new version of the named Velocity snippet after checking that it parses.
         */
        patch: operations["updateVelocity"];
        trace?: never;
    };
    "/resource/{tenantLocator}/templateSnippets/{name}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Download a template snippet
         * @description Returns the snippet text.
         */
        get: operations["fetchTemplate"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/resource/{tenantLocator}/templates/liquid": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Upload a Liquid document template
         * @description Stores a Liquid template after checking that it parses. The body is the template as text, or multipart with a `file` or `template` part.
         */
        post: operations["createLiquidDocumentTemplate"];
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Replace a Liquid document template
         * @description Stores a new version of the named Liquid template after checking that it parses.
         */
        patch: operations["updateLiquidDocumentTemplate"];
        trace?: never;
    };
    "/resource/{tenantLocator}/templates/velocity": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Upload a Velocity document template
         * @description Stores a Velocity template after checking that it parses. The body is the template as text, or multipart with a `file` or `template` part.
         */
        post: operations["createVelocityDocumentTemplate"];
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Replace a Velocity document template
         * @description Stores a new version of the named Velocity template after checking that it parses.
         */
        patch: operations["updateVelocityDocumentTemplate"];
        trace?: never;
    };
    "/resource/{tenantLocator}/templates/{name}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Download a document template
         * @description Returns the template text.
         */
        get: operations["fetchDocumentTemplate"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/test-controls/clock": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read the server's clock
         * @description The time the server reads everywhere (resolution by date, token expiry, lockouts, webhook retries, timestamps of records and events, the quote lifecycle), and how far it is from the real clock. Only on a server made for tests (`INSUITE_TEST_CONTROLS`); elsewhere 404. An extension of this implementation.
         */
        get: operations["fetchTestClock"];
        /**
         * Set the server's clock
         * @description Sets the server's clock to an instant; it runs on from there at the real pace. Due webhook deliveries are made before the answer. Only on a server made for tests; elsewhere 404. An extension of this implementation.
         */
        put: operations["setTestClock"];
        post?: never;
        /**
         * Return to the real clock
         * @description Puts the server's clock back on the real time. Only on a server made for tests; elsewhere 404. An extension of this implementation.
         */
        delete: operations["resetTestClock"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/test-controls/clock/advance": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Move the server's clock forward
         * @description Moves the server's clock forward by a number of milliseconds or an ISO 8601 duration (`PT90S`, `P1D`, `P1Y2M`: years and months by the calendar, in UTC). Webhook deliveries that fall due are made before the answer, so a retry scheduled within the step has been delivered when it comes. Only on a server made for tests; elsewhere 404. An extension of this implementation.
         */
        post: operations["advanceTestClock"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/test-controls/faults": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the fault rules
         * @description The fault rules in force, oldest first, each with how many times it has answered. Only on a server made for tests; elsewhere 404. An extension of this implementation.
         */
        get: operations["listTestFaults"];
        put?: never;
        /**
         * Add a fault rule
         * @description Adds a rule that makes the server fail on purpose. A `request` rule answers matching requests (after authentication, before the handler) with its status and Problem body, after its latency if any. A `webhook` rule stands in for the receiver of matching webhook deliveries: it answers a status, answers after a delay, or drops the connection, without the receiver being called. Each answered fault is in the request journal. At most 100 rules. Only on a server made for tests; elsewhere 404. An extension of this implementation.
         */
        post: operations["addTestFault"];
        /**
         * Clear the fault rules
         * @description Removes every fault rule. Only on a server made for tests; elsewhere 404. An extension of this implementation.
         */
        delete: operations["clearTestFaults"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/test-controls/requests": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List what the server answered
         * @description The request journal: what the server answered (the test controls' own operations left out) and the webhook deliveries it tried, oldest first. The newest `INSUITE_TEST_JOURNAL_SIZE` entries are kept. Only on a server made for tests; elsewhere 404. An extension of this implementation.
         */
        get: operations["listTestRequests"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/test-controls/reset": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Return to the empty state
         * @description Brings the database back to what it held when the server started (no tenants; the bootstrap admin and its token kept), and clears the fault rules and the journal. Snapshots are kept; the clock is left where it is. Only on a server made for tests; elsewhere 404. An extension of this implementation.
         */
        post: operations["resetTestState"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/test-controls/snapshots": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Save the whole state
         * @description Saves every row of the database in the server's memory and answers the snapshot's locator, for `restoreTestSnapshot`. The 16 newest snapshots are kept. Only on a server made for tests; elsewhere 404. An extension of this implementation.
         */
        post: operations["createTestSnapshot"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/test-controls/snapshots/{snapshotLocator}/restore": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Bring back a saved state
         * @description Replaces every row of the database with the snapshot's, in one transaction; what the server keeps in memory about stored data is read again on the next request. Fault rules, the journal and the clock are left as they are. 404 for a snapshot not kept. Only on a server made for tests; elsewhere 404. An extension of this implementation.
         */
        post: operations["restoreTestSnapshot"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/test-controls/tenants/{tenantLocator}/clock": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read a tenant's clock
         * @description The time the server reads for this tenant: in every request that names it (its records, events, resolution by date, the quote lifecycle) and in the webhook deliveries of its webhooks. It is the server's clock until the tenant's own is set or moved (`own: false`). Only on a server made for tests; elsewhere 404. An extension of this implementation.
         */
        get: operations["fetchTenantTestClock"];
        /**
         * Set a tenant's clock
         * @description Gives the tenant a clock of its own, set to an instant; it runs on from there at the real pace, apart from the server's clock and every other tenant's. Deliveries of the tenant's webhooks that fall due are made before the answer. Only on a server made for tests; elsewhere 404. An extension of this implementation.
         */
        put: operations["setTenantTestClock"];
        post?: never;
        /**
         * Put a tenant back on the server's clock
         * @description Drops the tenant's own clock: it reads the server's clock again. Only on a server made for tests; elsewhere 404. An extension of this implementation.
         */
        delete: operations["resetTenantTestClock"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/test-controls/tenants/{tenantLocator}/clock/advance": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Move a tenant's clock forward
         * @description Moves the tenant's clock forward by milliseconds or an ISO 8601 duration (from the server's time, the first time, so the tenant then has a clock of its own). The server's clock and the other tenants' do not move. Deliveries of the tenant's webhooks that fall due are made before the answer. Only on a server made for tests; elsewhere 404. An extension of this implementation.
         */
        post: operations["advanceTenantTestClock"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/test-controls/tenants/{tenantLocator}/faults": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List a tenant's fault rules
         * @description The fault rules of this tenant, oldest first. The server-wide rules (`listTestFaults`) are not listed here, though they answer the tenant's requests too. Only on a server made for tests; elsewhere 404. An extension of this implementation.
         */
        get: operations["listTenantTestFaults"];
        put?: never;
        /**
         * Add a fault rule for a tenant
         * @description Adds a fault rule that matches only requests naming this tenant (a `request` rule) or deliveries to its webhooks (a `webhook` rule); otherwise as `addTestFault`. At most 100 rules per tenant. Only on a server made for tests; elsewhere 404. An extension of this implementation.
         */
        post: operations["addTenantTestFault"];
        /**
         * Clear a tenant's fault rules
         * @description Removes this tenant's fault rules; the server-wide ones and other tenants' stay. Only on a server made for tests; elsewhere 404. An extension of this implementation.
         */
        delete: operations["clearTenantTestFaults"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/test-controls/tenants/{tenantLocator}/requests": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List what the server answered about a tenant
         * @description The entries of the request journal about this tenant (requests whose path names it, deliveries to its webhooks), oldest first; filtered as `listTestRequests` is. Only on a server made for tests; elsewhere 404. An extension of this implementation.
         */
        get: operations["listTenantTestRequests"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/test-controls/tenants/{tenantLocator}/snapshots": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Save one tenant's state
         * @description Saves the rows of this tenant (its record, configuration, resources, tables, events, webhooks, accounts, quotes, policies, …; users and roles, which are the server's, are not), for `restoreTenantTestSnapshot`. Each tenant keeps its 16 newest snapshots (`INSUITE_TEST_SNAPSHOTS_KEPT`). Only on a server made for tests; elsewhere 404. An extension of this implementation.
         */
        post: operations["createTenantTestSnapshot"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/test-controls/tenants/{tenantLocator}/snapshots/{snapshotLocator}/restore": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Bring back one tenant's saved state
         * @description Replaces this tenant's rows with the snapshot's, in one transaction; other tenants are not touched. The tenant's fault rules, journal and clock are left as they are. 404 for a snapshot of another tenant or one no longer kept (the answer says which). Only on a server made for tests; elsewhere 404. An extension of this implementation.
         */
        post: operations["restoreTenantTestSnapshot"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        /** @description Credit moved from its sources to its targets. */
        CreditDistributionResponse: {
            /** Format: ulid */
            locator: string;
            /** @enum {string} */
            creditDistributionState: "draft" | "validated" | "executed" | "reversed" | "discarded";
            currency: string;
            amount: number;
            /** Format: date-time */
            createdAt: string;
            /** Format: uuid */
            createdBy: string;
            /** Format: ulid */
            accountLocator?: string;
            sources: components["schemas"]["CreditItem"][];
            targets: components["schemas"]["CreditItem"][];
            validationResult?: components["schemas"]["ValidationResult"];
            /** Format: date-time */
            executedAt?: string;
            reversalReason?: string;
            /** Format: date-time */
            reversedAt?: string;
            shortfallCreditLocators: string[];
        };
        /** @description Installments to invoice now rather than at their generate time. */
        EarlyInvoicingRequest: {
            /** Format: ulid */
            accountLocator?: string;
            /** Format: date-time */
            invoiceThroughTime?: string;
            installmentLocators: string[];
            /** Format: date-time */
            invoiceDueTime?: string;
            timezone?: string;
            ignoreHolds: boolean;
        };
        /** @description What an early invoicing did. */
        EarlyInvoicingResponse: {
            /** Format: ulid */
            jobLocator: string;
            /** Format: int32 */
            candidateInstallmentsCount: number;
        };
        /** @description A flat charge of an invoice item. */
        FlatChargeSummary: {
            /** Format: ulid */
            transactionLocator?: string;
            transactionType?: string;
            transactionCategory?: string;
            /** Format: date-time */
            transactionEffectiveTime?: string;
            amount: number;
        };
        /** @description An installment item as an invoice item summary lists it. */
        InstallmentItemSummary: {
            /** Format: ulid */
            installmentItemLocator: string;
            /** Format: ulid */
            installmentLocator: string;
            /** Format: ulid */
            elementLocator: string;
            /** Format: ulid */
            transactionLocator?: string;
            transactionType?: string;
            transactionCategory?: string;
            /** Format: date-time */
            transactionEffectiveTime?: string;
            amount: number;
        };
        /** @description An invoice with its items grouped by policy, each item with the installment items it sums. */
        InvoiceDetailsResponse: {
            /** Format: ulid */
            invoiceLocator: string;
            /** Format: ulid */
            accountLocator: string;
            /** @enum {string} */
            invoiceState: "open" | "settled" | "discarded";
            /** Format: date-time */
            startTime: string;
            /** Format: date-time */
            endTime: string;
            /** Format: date-time */
            generatedTime: string;
            /** Format: date-time */
            dueTime: string;
            currency: string;
            timezone: string;
            totalAmount: number;
            totalRemainingAmount: number;
            invoiceNumber?: string;
            invoiceSummaries: components["schemas"]["InvoiceSummary"][];
            /** Format: date-time */
            autopayTime?: string;
            /** Format: date-time */
            unsettledTime?: string;
            /** Format: date-time */
            settledTime?: string;
            /** Format: ulid */
            aggregatedInvoiceLocator?: string;
            /** @enum {string} */
            invoiceType: "normal" | "aggregate";
        };
        /** @description An item of an invoice that would be generated. */
        InvoiceItemPreview: {
            chargeType: string;
            chargeCategory: string;
            amount: number;
            /** Format: ulid */
            quoteLocator?: string;
            /** Format: ulid */
            policyLocator?: string;
            elementType: string;
            /** Format: ulid */
            elementStaticLocator: string;
            transactionLocators: string[];
        };
        /** @description An invoice item: the installment items of one element and charge type that the invoice sums. */
        InvoiceItemResponse: {
            /** Format: ulid */
            locator: string;
            chargeType: string;
            chargeCategory: string;
            amount: number;
            remainingAmount?: number;
            /** Format: date-time */
            settlementTime?: string;
            /** Format: ulid */
            invoiceLocator: string;
            installmentItemLocators: string[];
            timezone: string;
            /** Format: ulid */
            quoteLocator?: string;
            /** Format: ulid */
            policyLocator?: string;
            /** Format: ulid */
            elementStaticLocator?: string;
            elementType?: string;
            transactionLocators: string[];
            /** Format: date-time */
            unsettledTime?: string;
        };
        /** @description An invoice item with the installment items it sums. */
        InvoiceItemSummary: {
            /** Format: ulid */
            invoiceItemLocator: string;
            elementType?: string;
            /** Format: ulid */
            elementStaticLocator?: string;
            chargeType: string;
            chargeCategory: string;
            amount: number;
            remainingAmount: number;
            /** Format: date-time */
            settlementTime?: string;
            installmentItemSummaries: components["schemas"]["InstallmentItemSummary"][];
            flatChargeSummary?: components["schemas"]["FlatChargeSummary"];
            /** Format: date-time */
            unsettledTime?: string;
        };
        /** @description A page of invoices. */
        InvoiceListResponse: {
            listCompleted: boolean;
            items: components["schemas"]["InvoiceSummaryView"][];
        };
        /** @description An invoice that would be generated, with its items; nothing is written. */
        InvoicePreviewResponse: {
            /** Format: date-time */
            generateTime: string;
            /** Format: date-time */
            dueTime: string;
            /** Format: date-time */
            startTime: string;
            /** Format: date-time */
            endTime: string;
            invoiceItems: components["schemas"]["InvoiceItemPreview"][];
            totalAmount: number;
            /** Format: date-time */
            autopayTime: string;
            installmentLocators: string[];
        };
        /** @description An invoice with its items. */
        InvoiceResponse: {
            /** Format: ulid */
            locator: string;
            /** Format: ulid */
            accountLocator: string;
            /**
             * @description `open` until settled; `settled` once nothing remains; `discarded` when withdrawn.
             * @enum {string}
             */
            invoiceState: "open" | "settled" | "discarded";
            invoiceItems?: components["schemas"]["InvoiceItemResponse"][];
            /** Format: date-time */
            generatedTime: string;
            /** Format: date-time */
            dueTime: string;
            currency: string;
            /** Format: date-time */
            startTime: string;
            /** Format: date-time */
            endTime: string;
            /** Format: date-time */
            unsettledTime?: string;
            timezone: string;
            invoiceNumber?: string;
            /** Format: date-time */
            autopayTime?: string;
            /** Format: date-time */
            settledTime?: string;
            /** Format: ulid */
            aggregatedInvoiceLocator?: string;
            /** @enum {string} */
            invoiceType: "normal" | "aggregate";
            totalAmount?: number;
            /** @description What remains to be paid. */
            totalRemainingAmount?: number;
        };
        /** @description The items of an invoice that belong to one policy. */
        InvoiceSummary: {
            /** Format: ulid */
            policyLocator?: string;
            /** Format: ulid */
            quoteLocator?: string;
            productName?: string;
            invoiceItemSummaries: components["schemas"]["InvoiceItemSummary"][];
        };
        /** @description An invoice without its items. */
        InvoiceSummaryView: {
            /** Format: ulid */
            locator: string;
            /** Format: ulid */
            accountLocator: string;
            /** @enum {string} */
            invoiceState: "open" | "settled" | "discarded";
            /** Format: date-time */
            generatedTime: string;
            /** Format: date-time */
            autopayTime?: string;
            /** Format: date-time */
            dueTime: string;
            currency: string;
            /** Format: date-time */
            startTime: string;
            /** Format: date-time */
            endTime: string;
            /** Format: date-time */
            settledTime?: string;
            /** Format: date-time */
            unsettledTime?: string;
            timezone: string;
            invoiceNumber?: string;
            totalAmount?: number;
            totalRemainingAmount?: number;
            /** @enum {string} */
            invoiceType: "normal" | "aggregate";
            /** Format: ulid */
            aggregatedInvoiceLocator?: string;
        };
        /** @description The autopay settings of an invoice. */
        InvoiceUpdateRequest: {
            /** Format: date-time */
            autopayTime: string;
            suppressAutopay: boolean;
        };
        /** @description A page of credit distributions. */
        ListPageResponseCreditDistributionResponse: {
            listCompleted: boolean;
            items: components["schemas"]["CreditDistributionResponse"][];
        };
        /** @description The write-off of what remained of an invoice. */
        WriteOffResponse: {
            /** Format: ulid */
            locator: string;
            /** @enum {string} */
            creditType: "writeOff" | "shortfallWriteOff";
            /** @enum {string} */
            writeOffState: "draft" | "distributed" | "reversed";
            currency: string;
            amount: number;
            /** Format: date-time */
            createdAt: string;
            /** Format: uuid */
            createdBy: string;
            /** Format: ulid */
            accountLocator: string;
            targets: components["schemas"]["CreditItem"][];
            reversalReason?: string;
            /** Format: date-time */
            reversedAt?: string;
        };
        /** @description A charge of an issued transaction as billing holds it: its amount, what it is for and how it is invoiced. */
        ChargeResponse: {
            /** Format: ulid */
            locator: string;
            /** @description The amount, exact to the currency's minor unit. */
            amount: number;
            currency: string;
            /** @enum {string} */
            chargeCategory: "none" | "premium" | "tax" | "fee" | "credit" | "invoiceFee" | "cededPremium" | "nonFinancial" | "surcharge";
            chargeType: string;
            /**
             * @description `scheduled`: spread over the term's installments; `next`: on the next invoice; `immediate`: on an invoice generated at once.
             * @enum {string}
             */
            chargeInvoicing: "scheduled" | "next" | "immediate";
            /** Format: ulid */
            accountLocator: string;
            tag?: string;
            /** Format: ulid */
            policyLocator?: string;
            /** Format: ulid */
            transactionLocator?: string;
            /** Format: ulid */
            elementLocator?: string;
            /** Format: ulid */
            elementStaticLocator?: string;
            /** Format: ulid */
            reversalOfLocator?: string;
            /** Format: ulid */
            bundleTransactionLocator?: string;
        };
        /** @description The part of one transaction's charges that falls on one frame of its term's installment lattice, with when it is invoiced and due. */
        Installment: {
            /** Format: ulid */
            locator: string;
            /** Format: ulid */
            installmentLatticeLocator: string;
            /** Format: ulid */
            accountLocator: string;
            currency: string;
            /** @description The policy's time zone, in which the lattice was laid out. */
            timezone: string;
            /**
             * Format: int32
             * @description Which frame of the lattice, from 0.
             */
            installmentFrameIndex: number;
            /** Format: ulid */
            quoteLocator?: string;
            /** Format: ulid */
            policyLocator?: string;
            /** Format: ulid */
            transactionLocator?: string;
            /** Format: date-time */
            installmentStartTime: string;
            /** Format: date-time */
            installmentEndTime: string;
            /** Format: date-time */
            coverageStartTime: string;
            /** Format: date-time */
            coverageEndTime: string;
            /** @description Length of the installment period in days. */
            installmentDuration: number;
            /** @description Length of the covered period in days. */
            coverageDuration: number;
            /** Format: date-time */
            generateTime: string;
            /** Format: date-time */
            dueTime: string;
            /**
             * Format: ulid
             * @description The invoice that holds it, once generated.
             */
            invoiceLocator?: string;
            /** Format: date-time */
            createdAt: string;
            /** Format: uuid */
            createdBy: string;
            /** Format: date-time */
            updatedAt: string;
            /** Format: uuid */
            updatedBy: string;
            installmentItems: components["schemas"]["InstallmentItem"][];
            /** Format: ulid */
            reversalOfInstallmentLocator?: string;
            /** Format: ulid */
            termLocator?: string;
            /** Format: ulid */
            migratedFromInstallmentLocator?: string;
            /** Format: date-time */
            autopayTime?: string;
            enhancedByPlugin?: boolean;
        };
        /** @description The part of one charge an installment holds. */
        InstallmentItem: {
            /** Format: ulid */
            locator: string;
            /** Format: ulid */
            installmentLocator: string;
            /** Format: ulid */
            chargeLocator: string;
            /** Format: ulid */
            elementLocator: string;
            /** Format: ulid */
            elementStaticLocator: string;
            chargeType: string;
            chargeCategory: string;
            amount: number;
            /** Format: ulid */
            invoiceItemLocator?: string;
            /** Format: date-time */
            createdAt: string;
            /** Format: uuid */
            createdBy: string;
            /** Format: ulid */
            reversalOfInstallmentItemLocator?: string;
        };
        /** @description One installment period of a lattice: its span, its weight among the term's frames, and when its invoice is generated and due. */
        InstallmentLatticeFrame: {
            /** Format: date-time */
            installmentStartTime: string;
            /** Format: date-time */
            installmentEndTime: string;
            /** Format: date-time */
            coverageStartTime: string;
            /** Format: date-time */
            coverageEndTime: string;
            installmentDuration: number;
            /** @description The frame's weight divided by the sum of the term's weights. */
            normalizedWeight: number;
            coverageDuration: number;
            /** Format: date-time */
            generateTime: string;
            /** Format: date-time */
            dueTime: string;
            /** Format: date-time */
            autopayTime: string;
        };
        /** @description A page of installment lattices. */
        InstallmentLatticeListResponse: {
            listCompleted: boolean;
            items: components["schemas"]["InstallmentLatticeResponse"][];
        };
        /** @description The installment periods of one term, laid out by its installment plan in the policy's time zone. */
        InstallmentLatticeResponse: {
            /** Format: ulid */
            locator: string;
            /** Format: ulid */
            settingsLocator?: string;
            /** Format: date-time */
            createdAt: string;
            /** Format: uuid */
            createdBy: string;
            /** Format: ulid */
            accountLocator: string;
            /** Format: date-time */
            termStartTime: string;
            /** Format: date-time */
            termEndTime: string;
            /** Format: ulid */
            termLocator?: string;
            /** Format: ulid */
            quoteLocator?: string;
            /** Format: ulid */
            policyLocator?: string;
            currency: string;
            timezone: string;
            /** Format: ulid */
            basedOnLocator?: string;
            /** Format: date-time */
            effectiveTime: string;
            frames: components["schemas"]["InstallmentLatticeFrame"][];
            /** @description Always false: insuite keeps one lattice per term. */
            reversalLattice: boolean;
        };
        /** @description A page of installments. */
        InstallmentListResponse: {
            listCompleted: boolean;
            items: components["schemas"]["Installment"][];
        };
        /** @description A page of charges. */
        ListPageResponseChargeResponse: {
            listCompleted: boolean;
            items: components["schemas"]["ChargeResponse"][];
        };
        /** @description Which installments of one policy that a run of the invoice job finds due share an invoice (docs/billing.md). */
        InstallmentGroupingDetails: {
            /**
             * @description `generateTime`: those generated at the same time; `startTime`: those whose periods start at the same time; `all`: every one the run finds.
             * @enum {string}
             */
            matching: "generateTime" | "startTime" | "all";
            /**
             * @description `start`: the matched time alone; `startAndEnd`: its end as well (the due time for `generateTime`, the period's end for `startTime`); `catchUp`: installments generated late (before the latest generate time the run reached for the policy) join the invoice of that latest one.
             * @enum {string}
             */
            window: "start" | "startAndEnd" | "catchUp";
        };
        /** @description Installment plan (configuration): how a term is cut into installment periods, when each period's invoice is generated and due, and how much of the term's charges each period carries. */
        InstallmentPlanRef: {
            displayName?: string;
            /** @enum {string} */
            cadence: "none" | "fullPay" | "weekly" | "everyOtherWeek" | "monthly" | "quarterly" | "semiannually" | "annually" | "thirtyDays" | "everyNDays";
            /** @enum {string} */
            anchorMode: "generateDay" | "termStartDay" | "dueDay";
            /**
             * Format: int32
             * @description Days before a period starts that its invoice is generated.
             */
            generateLeadDays: number;
            /**
             * Format: int32
             * @description Days before a period starts that its invoice is due (negative after it starts); at most generateLeadDays.
             */
            dueLeadDays: number;
            /** @description One weight per installment of a whole term (as many as maxInstallmentsPerTerm); a period carries its weight's share of each scheduled charge. */
            installmentWeights: number[];
            /**
             * Format: int32
             * @description The most periods a term is cut into; the last one runs to the term's end.
             */
            maxInstallmentsPerTerm: number;
            autopayLeadDays?: number;
        };
        /** @description Invoicing plan (configuration): the fee an invoice carries, which installments share an invoice, and what a cancellation invoices at once. An account names its plan (`invoicingPlanName`), else the configuration's `defaultInvoicingPlan` applies. */
        InvoicingPlanRef: {
            displayName?: string;
            /**
             * @description The fee of an invoice that gathers the installments of several generate times: `sum` one fee for each, `max` and `min` one fee (the largest or smallest of theirs), `waive` none.
             * @enum {string}
             */
            invoiceFeeHandling: "max" | "min" | "sum" | "waive";
            /** @description The fee of an invoice by its currency (an item of category `invoiceFee`); a currency not listed has none. */
            invoiceFeeAmounts: {
                [key: string]: number;
            };
            /**
             * @description What a cancellation invoices at its issue, on one invoice: `future` the policy's installments not yet generated, `all` every installment of the policy not yet invoiced; `none` leaves them to their generate times.
             * @enum {string}
             */
            consolidateInvoicesOnCancellation: "none" | "future" | "all";
            installmentGrouping: components["schemas"]["InstallmentGroupingDetails"];
        };
        /** @description An option of a coverage term (configuration). */
        CoverageTermOptionRef: {
            displayName?: string;
            value: number;
            tag?: string;
            displayHints?: components["schemas"]["DisplayHintsRef"];
        };
        /** @description A coverage term (configuration) whose option is chosen per element. */
        CoverageTermRef: {
            /** @enum {string} */
            type: "splitLimit" | "deductible" | "limit";
            displayName?: string;
            options?: {
                [key: string]: components["schemas"]["CoverageTermOptionRef"];
            };
            value?: components["schemas"]["PropertyRef"];
            availability?: components["schemas"]["AvailabilityRef"];
        };
        /** @description A custom data type (configuration), whose values are objects of its fields. */
        DataTypeRef: {
            displayName?: string;
            abstract?: boolean;
            extend?: string;
            data: {
                [key: string]: components["schemas"]["PropertyRef"];
            };
            defaultSearchable?: boolean;
        };
        /** @description Display hints (configuration). */
        DisplayHintsRef: {
            displayName?: string;
            /** Format: int32 */
            displayOrder?: number;
        };
        /** @description Adds elements (each with its children) under the root of the tree in force. */
        AddChangeInstructionCreateRequest: {
            /** @enum {string} */
            action: "add";
            elements: components["schemas"]["ElementCreateRequest"][];
        };
        /** @description Removes elements, with their children, named by static locator. */
        DeleteChangeInstructionCreateRequest: {
            /** @enum {string} */
            action: "delete";
            staticElementLocators: string[];
        };
        /** @description A document of a segment. */
        DocumentSummary: {
            /** Format: ulid */
            locator: string;
            name?: string;
            staticName?: string;
            /** @enum {string} */
            documentInstanceState: "draft" | "dataReady" | "ready" | "dataError" | "renderError" | "conversionError" | "rendered";
            /** @enum {string} */
            referenceType: "quote" | "policy" | "invoice" | "transaction" | "segment" | "term";
            /** @enum {string} */
            state: "draft" | "dataReady" | "ready" | "dataError" | "renderError" | "conversionError" | "rendered";
        };
        /** @description An element in force in a part of a term, with the sum of its charges there by charge type. */
        ElementSummary: {
            /** Format: ulid */
            locator: string;
            /** Format: ulid */
            staticLocator: string;
            type: string;
            /** @description Field values keyed by field name, as the configuration declares them. */
            data: {
                [key: string]: unknown;
            };
            /** @description By charge type: what the element costs over this part of the term. */
            chargeSummaries: {
                [key: string]: number;
            };
        };
        /** @description Sets and removes data fields of one element, named by static locator; the element gets a new locator and keeps its static locator. */
        ModifyChangeInstructionCreateRequest: {
            /** @enum {string} */
            action: "modify";
            /** Format: ulid */
            staticLocator: string;
            /** @description Field values keyed by field name, as the configuration declares them. */
            setData?: {
                [key: string]: unknown;
            };
            /** @description Field values keyed by field name, as the configuration declares them. */
            removeData?: {
                [key: string]: unknown;
            };
            /** @description Not kept: coverage terms are not part of this service's data model (must be empty). */
            setCoverageTerms?: {
                [key: string]: unknown;
            };
            /** @description Not kept (must be empty). */
            removeCoverageTerms?: {
                [key: string]: unknown;
            };
        };
        /** @description A thing a record is about, by locator and type. */
        ObjectReference: {
            /** Format: ulid */
            locator: string;
            /** @description What the locator names (`quote`). */
            type: string;
        };
        /** @description When the transaction takes effect and, for a change or renewal, where the term ends. */
        ParamsChangeInstructionCreateRequest: {
            /** @enum {string} */
            action: "params";
            /** Format: date-time */
            effectiveTime: string;
            /** Format: date-time */
            newPolicyEndTime?: string;
            /** Format: date-time */
            expirationTime?: string;
        };
        /** @description Fields of the transaction's own data to set and to remove. */
        PatchTransactionDataRequest: {
            /** @description Field values keyed by field name, as the configuration declares them. */
            setData?: {
                [key: string]: unknown;
            };
            /** @description Field values keyed by field name, as the configuration declares them. */
            removeData?: {
                [key: string]: unknown;
            };
        };
        /** @description A page of plugin logs. */
        PluginLogsListResponse: {
            /** @description True when no logs follow this page. */
            listCompleted: boolean;
            items: components["schemas"]["PluginLogsMetadata"][];
        };
        /** @description What a plugin log is about. */
        PluginLogsMetadata: {
            /** Format: ulid */
            locator: string;
            /** Format: date-time */
            createdAt: string;
            /**
             * @description The plugin called; insuite calls `validation`, `rating` and `underwriting`.
             * @enum {string}
             */
            pluginType: "delinquencyEvent" | "documentDataSnapshot" | "documentSelection" | "preCommit" | "rating" | "renewal" | "underwriting" | "validation";
            /**
             * Format: ulid
             * @description Its request's `X-Request-Id` when that is a ULID, else an id of its own.
             */
            requestId: string;
            /** @description What the call was about (the quote). */
            objectReferences: components["schemas"]["ObjectReference"][];
        };
        /** @description A page of policy transactions. */
        PolicyTransactionListResponse: {
            listCompleted: boolean;
            items: components["schemas"]["PolicyTransactionResponse"][];
        };
        /** @description One plugin log: what it is about, and its lines as text (`log`). */
        StreamingResponseBody: {
            locator: string;
            pluginType: string;
            requestId: string;
            createdAt: string;
            /** @description The quote the call was about, when there was one. */
            objectLocator?: string;
            /** @description `succeeded`, or `failed` when the call failed the step. */
            outcome: string;
            /** @description The lines the plugin wrote, in order, one per line; a failed call ends with its error and stack. */
            log: string;
        } & {
            [key: string]: string;
        };
        /** @description A new account of a configured account type. */
        AccountCreateRequest: {
            type: string;
            /** @description Field values keyed by field name, as the configuration declares them. */
            data?: {
                [key: string]: unknown;
            };
            /** @description The invoicing plan (of the configuration's `invoicingPlans`) the account's policies are invoiced under; without one they follow the configuration's `defaultInvoicingPlan`. */
            invoicingPlanName?: string;
            preferences?: components["schemas"]["PreferencesResponse"];
        };
        /** @description Account (configuration). */
        AccountRef: {
            displayName?: string;
            abstract?: boolean;
            extend?: string;
            defaultSearchable?: boolean;
            data?: {
                [key: string]: components["schemas"]["PropertyRef"];
            };
            defaultInvoiceDocument?: string;
            numberingPlan?: string;
            invoiceNumberingPlan?: string;
            paymentExecutionRetryPlan?: string;
            contacts?: {
                [key: string]: string[];
            };
            /** @enum {string} */
            numberingTrigger?: "creation" | "validation";
        };
        /** @description An account. */
        AccountResponse: {
            /** Format: ulid */
            locator: string;
            type: string;
            /** @description Field values keyed by field name, as the configuration declares them. */
            data: {
                [key: string]: unknown;
            };
            /** @enum {string} */
            accountState: "draft" | "validated" | "discarded";
            /** Format: date-time */
            createdAt: string;
            /** Format: uuid */
            createdBy: string;
            /** @description The invoicing plan named for the account; absent when it follows the configuration's `defaultInvoicingPlan`. */
            invoicingPlanName?: string;
            preferences?: components["schemas"]["PreferencesResponse"];
        };
        /** @description Data fields to set and to remove (by key), and the invoicing plan and installment preferences to name (each replacing the one the account has). */
        AccountUpdateRequest: {
            /** @description Field values keyed by field name, as the configuration declares them. */
            setData?: {
                [key: string]: unknown;
            };
            /** @description Field values keyed by field name, as the configuration declares them. */
            removeData?: {
                [key: string]: unknown;
            };
            /** @description An invoicing plan of the configuration to name for the account (its policies' invoices generated from now on follow it); left out, the account keeps the one it has. */
            invoicingPlanName?: string;
            preferences?: components["schemas"]["PreferencesResponse"];
        };
        /** @description Affected transaction. */
        AffectedTransaction: {
            /** Format: ulid */
            locator: string;
            /** @enum {string} */
            action: "reversed" | "invalidated";
        };
        /** @description A new auth token. */
        AuthTokenCreateRequest: {
            name: string;
            tenants: string[];
            permissions: string[];
            /** Format: date-time */
            expiresAt: string;
        };
        /** @description An auth token without its value. */
        AuthTokenResponse: {
            name: string;
            tenants?: string[];
            permissions?: string[];
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            expiresAt: string;
        };
        /** @description A new auto-renewal of a policy's latest term. */
        AutoRenewalCreateRequest: {
            /** Format: ulid */
            policyLocator: string;
            /**
             * Format: ulid
             * @description The policy's latest term.
             */
            termLocator: string;
            /**
             * @description active (the default) or doNotRenew.
             * @enum {string}
             */
            autoRenewalState?: "active" | "doNotRenew";
            /** @description The transaction type of the renewal (a renewal type of the configuration); the plan's, else renewal. */
            renewalTransactionType?: string;
            /**
             * Format: int32
             * @description The new term's length in units of the policy's duration basis; else as long as the term renewed.
             */
            newTermDuration?: number;
            /**
             * Format: date-time
             * @description When the renewal transaction is created.
             */
            renewalTransactionCreateTime: string;
            /**
             * Format: date-time
             * @description When it is accepted (not before it is created).
             */
            renewalTransactionAcceptTime?: string;
            /**
             * Format: date-time
             * @description When it is issued (not before it is accepted).
             */
            renewalTransactionIssueTime?: string;
            /**
             * Format: ulid
             * @description A renewal transaction of the term already made by hand, to accept and issue instead of creating one.
             */
            renewalTransactionLocator?: string;
        };
        /** @description The auto-renewal plan a policy follows. */
        AutoRenewalPlanUpdateRequest: {
            /** @description A plan of the configuration's autoRenewalPlans. */
            autoRenewalPlanName: string;
        };
        /** @description Every setting of an auto-renewal. */
        AutoRenewalPutRequest: {
            /** @description The transaction type of the renewal (a renewal type of the configuration); the plan's, else renewal. */
            renewalTransactionType?: string;
            /**
             * Format: int32
             * @description The new term's length in units of the policy's duration basis; else as long as the term renewed.
             */
            newTermDuration?: number;
            /**
             * Format: date-time
             * @description When the renewal transaction is created.
             */
            renewalTransactionCreateTime: string;
            /**
             * Format: date-time
             * @description When it is accepted (not before it is created).
             */
            renewalTransactionAcceptTime?: string;
            /**
             * Format: date-time
             * @description When it is issued (not before it is accepted).
             */
            renewalTransactionIssueTime?: string;
            /**
             * Format: ulid
             * @description A renewal transaction of the term already made by hand, to accept and issue instead of creating one.
             */
            renewalTransactionLocator?: string;
        };
        /** @description The renewal of one term, made by the server's clock at its times. */
        AutoRenewalResponse: {
            /** Format: ulid */
            locator: string;
            /** Format: ulid */
            policyLocator: string;
            /** Format: ulid */
            termLocator: string;
            /**
             * @description active (waiting for its times), doNotRenew, discarded, issued (the renewal is issued), error (a step failed; validationResult says why), terminated (the policy was cancelled), invalidated (the term was renewed otherwise).
             * @enum {string}
             */
            autoRenewalState: "active" | "discarded" | "doNotRenew" | "issued" | "error" | "terminated" | "invalidated";
            renewalTransactionType: string;
            /** Format: ulid */
            renewalTransactionLocator?: string;
            /** Format: date-time */
            renewalTransactionCreateTime?: string;
            /**
             * Format: date-time
             * @description When the renewal transaction was created.
             */
            renewalTransactionCreatedTime?: string;
            /** Format: date-time */
            renewalTransactionAcceptTime?: string;
            /**
             * Format: date-time
             * @description When it was accepted.
             */
            renewalTransactionAcceptedTime?: string;
            /** Format: date-time */
            renewalTransactionIssueTime?: string;
            /**
             * Format: date-time
             * @description When it was issued.
             */
            renewalTransactionIssuedTime?: string;
            /** Format: int32 */
            newTermDuration?: number;
            validationResult?: components["schemas"]["ValidationResult"];
        };
        /** @description Settings of an auto-renewal to change; the rest stay. */
        AutoRenewalUpdateRequest: {
            /** @description The transaction type of the renewal (a renewal type of the configuration); the plan's, else renewal. */
            renewalTransactionType?: string;
            /**
             * Format: int32
             * @description The new term's length in units of the policy's duration basis; else as long as the term renewed.
             */
            newTermDuration?: number;
            /**
             * Format: date-time
             * @description When the renewal transaction is created.
             */
            renewalTransactionCreateTime?: string;
            /**
             * Format: date-time
             * @description When it is accepted (not before it is created).
             */
            renewalTransactionAcceptTime?: string;
            /**
             * Format: date-time
             * @description When it is issued (not before it is accepted).
             */
            renewalTransactionIssueTime?: string;
            /**
             * Format: ulid
             * @description A renewal transaction of the term already made by hand, to accept and issue instead of creating one.
             */
            renewalTransactionLocator?: string;
        };
        /** @description Availability (configuration). */
        AvailabilityRef: {
            /** Format: date-time */
            availableAfter?: string;
            /** @enum {string} */
            availabilityTimeBasis?: "policyStartTime" | "termStartTime";
            /** Format: date-time */
            retireAfter?: string;
            retire?: boolean;
            /** @enum {string} */
            retirementTimeBasis?: "policyStartTime" | "termStartTime";
            /** Format: date-time */
            removeOnRenewalAfter?: string;
            removeOnRenewal?: boolean;
        };
        /** @description A resource instance as stored by an upload. */
        BasicResourceResponse: {
            name: string;
            staticName?: string;
            /** @enum {string} */
            resourceType: "constraintTable" | "customFont" | "documentTemplate" | "documentTemplateSnippet" | "rangeTable" | "secret" | "staticDocument" | "table";
            /** Format: ulid */
            lookupTableLocator?: string;
            /** Format: ulid */
            rangeTableLocator?: string;
            /** Format: ulid */
            constraintTableLocator?: string;
            template?: string;
            /** Format: ulid */
            staticDocumentLocator?: string;
            /** Format: ulid */
            fontLocator?: string;
            /** Format: ulid */
            riskAssessmentCriteriaLocator?: string;
            /** Format: ulid */
            uiConfigLocator?: string;
            /** @enum {string} */
            templateFormat?: "liquid" | "velocity";
            /** Format: uuid */
            createdBy: string;
            /** Format: date-time */
            createdAt: string;
            jurisdictions: string[];
        };
        /** @description Bootstrap (configuration). */
        BootstrapRef: {
            resources?: components["schemas"]["ResourcesRef"];
        };
        /** @description The outcome of creating the bootstrap resources. */
        BootstrapResult: {
            /** @enum {string} */
            status: "queued" | "failed";
            error: string;
        };
        /** @description Charge (configuration). */
        ChargeRef: {
            /** @deprecated */
            displayName?: string;
            /** @enum {string} */
            category?: "none" | "premium" | "tax" | "fee" | "credit" | "invoiceFee" | "cededPremium" | "nonFinancial" | "surcharge";
            /** @enum {string} */
            handling?: "flat" | "normal" | "retention";
            /** @enum {string} */
            invoicing?: "scheduled" | "next" | "immediate";
            transactionBundlingEnabled?: boolean;
        };
        /** @description Column (configuration). */
        ColumnRef: {
            dataType?: string;
            isKey?: boolean;
        };
        /** @description A field that a constraint depends on, with its current values. */
        ConditionValue: {
            /** Format: ulid */
            staticLocator: string;
            fieldName: string;
            values: string[];
        };
        /** @description Condition value (configuration): `key` binds the where column to a field, whose values it takes; `values` are literal values, read when no `key` is given. Either may be sent alone; an entry is always answered with `values` (`[]` beside a `key` sent alone), as the published interface requires. */
        ConditionValueRef: {
            key?: string;
            values?: string[];
        };
        /** @description The outcome of a deploy: success, or every error found. */
        ConfigBuilderResult: {
            isSuccess: boolean;
            errors: string[];
            /** @description Keys neither this implementation nor the published suite knows, each with its path and, when one is near, the known key it may be a typo of (`tabels: is not a known key here; did you mean "tables"?`). They do not stop a deploy. An extension of this implementation. */
            warnings?: string[];
            /** @description `errors` and then `warnings` as items a program can read without parsing them: each with the path in the configuration as its `location` (`exposures.Dwelling.data.county`), its message, and `severity: warning` for a warning. An extension of this implementation. */
            problems?: components["schemas"]["ProblemItem"][];
            metadata: components["schemas"]["DeploymentMetadata"];
        };
        /** @description A tenant configuration. The sections listed here are interpreted; any other section is stored as given. */
        ConfigurationRef: {
            defaultTimeZone?: string;
            defaultCurrency?: string;
            dataTypes?: {
                [key: string]: components["schemas"]["DataTypeRef"];
            };
            coverageTerms?: {
                [key: string]: components["schemas"]["CoverageTermRef"];
            };
            accounts: {
                [key: string]: components["schemas"]["AccountRef"];
            };
            charges: {
                [key: string]: components["schemas"]["ChargeRef"];
            };
            products: {
                [key: string]: components["schemas"]["ElementRef"];
            };
            policyLines?: {
                [key: string]: components["schemas"]["ElementRef"];
            };
            exposureGroups?: {
                [key: string]: components["schemas"]["ElementRef"];
            };
            exposures?: {
                [key: string]: components["schemas"]["ElementRef"];
            };
            coverages?: {
                [key: string]: components["schemas"]["ElementRef"];
            };
            tables?: {
                [key: string]: components["schemas"]["TableRef"];
            };
            rangeTables?: {
                [key: string]: components["schemas"]["RangeTableRef"];
            };
            constraintTables?: {
                [key: string]: components["schemas"]["ConstraintTableRef"];
            };
            secrets?: {
                [key: string]: components["schemas"]["SecretRef"];
            };
            documents?: {
                [key: string]: components["schemas"]["DocumentConfigRef"];
            };
            templateSnippets?: {
                [key: string]: components["schemas"]["TemplateSnippetConfigRef"];
            };
            customFonts?: string[];
            bootstrap?: components["schemas"]["BootstrapRef"];
            installmentPlans?: {
                [key: string]: components["schemas"]["InstallmentPlanRef"];
            };
            /** @description The installment plan of a product that names none. */
            defaultInstallmentPlan?: string;
            invoicingPlans?: {
                [key: string]: components["schemas"]["InvoicingPlanRef"];
            };
            /** @description The invoicing plan of an account that names none (a name of invoicingPlans); without one, invoices carry no fee and group by generate time. */
            defaultInvoicingPlan?: string;
            /** @description Payment types, by name. */
            payments?: {
                [key: string]: components["schemas"]["PaymentRef"];
            };
            /** @description Delinquency plans, by name. */
            delinquencyPlans?: {
                [key: string]: components["schemas"]["DelinquencyPlanRef"];
            };
            /** @description The delinquency plan of a policy whose quote, policy and product name none. */
            defaultDelinquencyPlan?: string;
        } & {
            [key: string]: unknown;
        };
        /** @description Constraint column (configuration). */
        ConstraintColumnRef: {
            dataType?: string;
            makeDistinct?: boolean;
        };
        /** @description Where a constrained field's values come from. */
        ConstraintDependency: {
            table: string;
            column: string;
            where: {
                [key: string]: components["schemas"]["ConditionValue"];
            };
        };
        /** @description Constraint table (configuration). */
        ConstraintTableRef: {
            columns?: {
                [key: string]: components["schemas"]["ConstraintColumnRef"];
            };
            /** @enum {string} */
            selectionTimeBasis?: "policyStartTime" | "termStartTime" | "transactionEffectiveTime" | "currentTime";
        };
        /** @description A contact of a quote or policy and the roles it plays there. */
        ContactRoles: {
            /** Format: ulid */
            contactLocator: string;
            roles: string[];
        };
        /** @description Where to deliver events: an `http` or `https` URL without user information. `headers` are added to every delivery (one header line per value). With `hmacEnabled`, each delivery carries `X-Insuite-Signature: sha256=<hex HMAC-SHA256 of the body under secret>`; the secret is never returned. `secureSsl` (default true) checks the receiver's TLS certificate. For an alert endpoint an empty `url` means no alert. */
        CreateEndpointRequest: {
            url: string;
            headers?: {
                [key: string]: string[];
            };
            secureSsl?: boolean;
            hmacEnabled?: boolean;
            secret?: string;
            tag?: string;
        };
        /** @description A tenant-specific permission set. */
        CreateTenantRoleReq: {
            permissions: string[];
        };
        /** @description A new webhook. It receives the events of its types recorded after its creation, in order. A disabled webhook receives nothing and does not catch up on the events it missed when it is enabled again. */
        CreateWebhookRequest: {
            name: string;
            enabled: boolean;
            eventTypes: ("account.create" | "account.update" | "quote.create" | "quote.update" | "quote.issue" | "quote.validate" | "quote.price" | "quote.underwrite" | "quote.accept" | "quote.discard" | "quote.refuse" | "quote.reset" | "quickquote.create" | "quickquote.update" | "transaction.create" | "transaction.update" | "transaction.initialize" | "transaction.validate" | "transaction.price" | "transaction.underwrite" | "transaction.accept" | "transaction.issue" | "transaction.refuse" | "transaction.discard" | "transaction.reset" | "transaction.invalidate" | "transaction.reverse" | "policy.create" | "policy.update" | "invoice.generate" | "payment.create" | "payment.update" | "payment.validate" | "payment.post" | "payment.reverse" | "payment.discard" | "payment.cancel" | "payment.fail" | "payment.reset" | "delinquency.create" | "delinquency.update" | "delinquency.startGrace" | "delinquency.triggerLapse" | "delinquency.createLapseTransaction" | "delinquency.settle" | "delinquency.triggerEvent")[];
            endpoint: components["schemas"]["CreateEndpointRequest"];
            failureHandling: components["schemas"]["FailureHandlingCreateRequest"];
            useAutomationPlugin?: boolean;
        };
        /** @description The plugin files deployed to a tenant, each with its path from the configuration's root (`plugins/index.ts`) and its bytes in base64, and the plugins they implement. */
        DeployedPluginsResponse: {
            /**
             * Format: ulid
             * @description The deployment that brought these files; absent when the tenant has no plugins.
             */
            deploymentLocator?: string;
            /** @description Each export insuite calls (`validate`, `rate`, `underwrite`) with its entry file. */
            implementedPlugins: {
                [key: string]: string;
            };
            files: components["schemas"]["DeployedPluginFile"][];
        };
        /** @description One file of a deployed `plugins/` folder. */
        DeployedPluginFile: {
            /** @description The path from the configuration's root, `/`-separated (`plugins/rates.ts`). */
            path: string;
            /**
             * Format: byte
             * @description The file's bytes, in base64.
             */
            content: string;
        };
        /** @description Version locators of a deployment. */
        DeploymentMetadata: {
            /** Format: ulid */
            version1: string;
            /**
             * Format: ulid
             * @deprecated
             */
            version2: string;
            /** Format: ulid */
            staticVersionLocator?: string;
            /** @description The plugins in force after this deploy (or, when it was refused, still in force): each export of `plugins/` that insuite calls (`validate`, `rate`, `underwrite`) with the entry file it is exported from (`plugins/index.ts`). Empty when the tenant has no plugins. */
            implementedPlugins: {
                [key: string]: string;
            };
            implementedAutomationPlugins: {
                [key: string]: string;
            };
            /** Format: ulid */
            latestVersion: string;
        };
        /** @description An event whose delivery failed. `requestLocator` identifies the delivery (sent as `X-Insuite-Delivery` with every try of it); `failureMessage` is the answer's status line or what went wrong. */
        DivertedEventResponse: {
            /** Format: ulid */
            requestLocator: string;
            /** Format: ulid */
            eventLocator: string;
            failureTrigger: string;
            failureMessage: string;
            /** Format: date-time */
            failureTimestamp: string;
        };
        /** @description Document config (configuration). */
        DocumentConfigRef: {
            displayName?: string;
            /** @enum {string} */
            scope?: "transaction" | "policy" | "term" | "segment" | "invoice";
            /** @enum {string} */
            format?: "text" | "html" | "pdf" | "jpg" | "jpeg" | "doc" | "docx" | "xls" | "xlsx" | "csv" | "txt" | "zip";
            /** @enum {string} */
            rendering?: "dynamic" | "prerendered";
            /** @enum {string} */
            selectionTimeBasis?: "policyStartTime" | "termStartTime" | "transactionEffectiveTime" | "currentTime";
            /** @enum {string} */
            trigger?: "validated" | "priced" | "accepted" | "underwritten" | "issued" | "generated" | "declined" | "rejected" | "refused";
            portrait?: boolean;
            /** @enum {string} */
            pageSize?: "letter" | "legal" | "A3" | "A4" | "A5" | "B4" | "B5";
            margin?: components["schemas"]["DocumentMarginRef"];
            templateSnippets?: string[];
            customFonts?: string[];
        };
        /** @description Document margin (configuration). */
        DocumentMarginRef: {
            top?: number;
            bottom?: number;
            left?: number;
            right?: number;
        };
        /**
         * @description The unit a rate is given per.
         * @enum {string}
         */
        DurationBasis: "years" | "months" | "weeks" | "days" | "hours";
        /** @description A new element of a configured type, with its child elements. */
        ElementCreateRequest: {
            type: string;
            /** @description The option chosen for each coverage term the element's type takes, by term name (a Deductible term set to its option d500, say). */
            coverageTerms?: {
                [key: string]: unknown;
            };
            /** @description Field values keyed by field name, as the configuration declares them. */
            data?: {
                [key: string]: unknown;
            };
            elements?: components["schemas"]["ElementCreateRequest"][];
        };
        /** @description Element (configuration). */
        ElementRef: {
            extend?: string;
            abstract?: boolean;
            /** @deprecated */
            pluralType?: string;
            displayName?: string;
            coverageTerms?: string[];
            contents?: string[];
            charges?: string[];
            defaultSearchable?: boolean;
            data?: {
                [key: string]: components["schemas"]["PropertyRef"];
            };
            availability?: components["schemas"]["AvailabilityRef"];
            schedule?: string;
            /** @description A product's installment plan, a name of the configuration's installmentPlans. */
            defaultInstallmentPlan?: string;
        };
        /** @description An element of a quote, quick quote or transaction tree. `staticLocator` stays the same across versions. */
        ElementResponse: {
            /** Format: ulid */
            locator: string;
            /** Format: ulid */
            staticLocator: string;
            /** Format: ulid */
            parentLocator?: string;
            type: string;
            /** @description The option chosen for each coverage term, by term name, as the declared option names it. */
            coverageTerms?: {
                [key: string]: unknown;
            };
            /** @description Field values keyed by field name, as the configuration declares them. */
            data: {
                [key: string]: unknown;
            };
            elements: components["schemas"]["ElementResponse"][];
        };
        /** @description Data changes to one existing element. */
        ElementUpdateRequest: {
            /** Format: ulid */
            locator: string;
            /** @description Coverage term options to choose, by term name. */
            setCoverageTerms?: {
                [key: string]: unknown;
            };
            /** @description Coverage terms whose chosen option is removed, by term name (the values are ignored). */
            removeCoverageTerms?: {
                [key: string]: unknown;
            };
            /** @description Field values keyed by field name, as the configuration declares them. */
            setData?: {
                [key: string]: unknown;
            };
            /** @description Field values keyed by field name, as the configuration declares them. */
            removeData?: {
                [key: string]: unknown;
            };
        };
        /** @description A delivery endpoint; `secret` reads as an empty string. */
        EndpointResponse: {
            url: string;
            headers: {
                [key: string]: string[];
            };
            secureSsl: boolean;
            hmacEnabled: boolean;
            secret: string;
            tag: string;
        };
        /** @description An event. */
        EventResponse: {
            /** Format: ulid */
            locator: string;
            /** @description The `X-Request-Id` of the request that made the change. */
            requestId: string;
            /** Format: uuid */
            userLocator: string;
            /** Format: date-time */
            timestamp: string;
            type: string;
            /** @description What changed, as the event type defines it (EventDataByType names the schema of each type's data). */
            data: {
                [key: string]: unknown;
            };
        };
        /** @description The `data` of each event type: an event (EventResponse, a webhook delivery's body) whose `type` is one of these properties carries this property's schema as its `data`, the thing the event is about as it is after the change. Not an answer of any operation: it is what the SDK types events by (`InsuiteEvent`), and where a new event type is described before it is recorded. */
        EventDataByType: {
            "account.create": components["schemas"]["AccountResponse"];
            "account.update": components["schemas"]["AccountResponse"];
            "quote.create": components["schemas"]["QuoteResponse"];
            "quote.update": components["schemas"]["QuoteResponse"];
            "quote.issue": components["schemas"]["QuoteIssueEventData"];
            "quote.validate": components["schemas"]["QuoteResponse"];
            "quote.price": components["schemas"]["QuoteResponse"];
            "quote.underwrite": components["schemas"]["QuoteResponse"];
            "quote.accept": components["schemas"]["QuoteResponse"];
            "quote.discard": components["schemas"]["QuoteResponse"];
            "quote.refuse": components["schemas"]["QuoteResponse"];
            "quote.reset": components["schemas"]["QuoteResponse"];
            "quickquote.create": components["schemas"]["QuickQuoteResponse"];
            "quickquote.update": components["schemas"]["QuickQuoteResponse"];
            "transaction.create": components["schemas"]["PolicyTransactionResponse"];
            "transaction.update": components["schemas"]["PolicyTransactionResponse"];
            "transaction.initialize": components["schemas"]["PolicyTransactionResponse"];
            "transaction.validate": components["schemas"]["PolicyTransactionResponse"];
            "transaction.price": components["schemas"]["PolicyTransactionResponse"];
            "transaction.underwrite": components["schemas"]["PolicyTransactionResponse"];
            "transaction.accept": components["schemas"]["PolicyTransactionResponse"];
            "transaction.issue": components["schemas"]["PolicyTransactionResponse"];
            "transaction.refuse": components["schemas"]["PolicyTransactionResponse"];
            "transaction.discard": components["schemas"]["PolicyTransactionResponse"];
            "transaction.reset": components["schemas"]["PolicyTransactionResponse"];
            "transaction.invalidate": components["schemas"]["PolicyTransactionResponse"];
            "transaction.reverse": components["schemas"]["PolicyTransactionResponse"];
            "policy.create": components["schemas"]["PolicyResponse"];
            "policy.update": components["schemas"]["PolicyResponse"];
            "invoice.generate": components["schemas"]["InvoiceResponse"];
            "payment.create": components["schemas"]["PaymentResponse"];
            "payment.update": components["schemas"]["PaymentResponse"];
            "payment.validate": components["schemas"]["PaymentResponse"];
            "payment.post": components["schemas"]["PaymentResponse"];
            "payment.reverse": components["schemas"]["PaymentResponse"];
            "payment.discard": components["schemas"]["PaymentResponse"];
            "payment.cancel": components["schemas"]["PaymentResponse"];
            "payment.fail": components["schemas"]["PaymentResponse"];
            "payment.reset": components["schemas"]["PaymentResponse"];
            "delinquency.create": components["schemas"]["DelinquencyResponse"];
            "delinquency.update": components["schemas"]["DelinquencyResponse"];
            "delinquency.startGrace": components["schemas"]["DelinquencyResponse"];
            "delinquency.triggerLapse": components["schemas"]["DelinquencyResponse"];
            "delinquency.createLapseTransaction": components["schemas"]["DelinquencyResponse"];
            "delinquency.settle": components["schemas"]["DelinquencyResponse"];
            "delinquency.triggerEvent": components["schemas"]["DelinquencyTriggerEventData"];
        };
        /** @description The data of a `quote.issue` event, the issued quote and the issuance transaction that its issue made. */
        QuoteIssueEventData: {
            /** Format: ulid */
            locator: string;
            productName: string;
            /** Format: ulid */
            accountLocator: string;
            /** Format: date-time */
            startTime: string;
            /** Format: date-time */
            endTime?: string;
            jurisdiction?: string;
            quoteState: components["schemas"]["QuoteState"];
            /** @description The currency of the tenant's configuration (its `defaultCurrency`), in which the quote is priced. */
            currency?: string;
            /** @description The time zone of the tenant's configuration. */
            timezone?: string;
            durationBasis?: components["schemas"]["DurationBasis"];
            /** @description The quote's length in units of its duration basis (absent without an end time). */
            duration?: number;
            /** @enum {string} */
            billingLevel: "account" | "inherit" | "policy";
            contacts: components["schemas"]["ContactRoles"][];
            /** @description The underwriting decision: `none` before underwriting, then `approved`, `blocked`, `declined` or `rejected`. */
            underwritingStatus?: string;
            validationResult?: components["schemas"]["ValidationResult"];
            /** Format: ulid */
            groupLocator?: string;
            /** Format: date-time */
            acceptedTime?: string;
            /** Format: date-time */
            issuedTime?: string;
            element: components["schemas"]["ElementResponse"];
            /** @description The delinquency plan named for the quote, which its policy follows once issued. */
            delinquencyPlanName?: string;
            /** @description The invoice fee named for the quote, which its policy's invoices carry in place of the invoicing plan's. */
            invoiceFeeAmount?: number;
            /** Format: ulid */
            policyLocator?: string;
            /** Format: date-time */
            createdAt: string;
            /** Format: uuid */
            createdBy: string;
            preferences?: components["schemas"]["PreferencesResponse"];
            /**
             * Format: ulid
             * @description The issuance transaction the issue made (the policy's `issuedTransactionLocator`).
             */
            issuedTransactionLocator: string;
        };
        /** @description The data of a `delinquency.triggerEvent` event: the delinquency as getDelinquency answers it and the name of its configured event that fell due. */
        DelinquencyTriggerEventData: {
            /** Format: ulid */
            locator: string;
            /** Format: ulid */
            accountLocator: string;
            delinquencyState: components["schemas"]["DelinquencyState"];
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
            settings: components["schemas"]["DelinquencySettings"];
            timezone: string;
            references?: components["schemas"]["DelinquencyReference"][];
            /** Format: date-time */
            graceStartedAt?: string;
            /** Format: date-time */
            graceEndAt?: string;
            /** Format: date-time */
            lapseTransactionEffectiveDate?: string;
            configuredDelinquencyEvents: components["schemas"]["ConfiguredDelinquencyEvent"][];
            /** @description The configured delinquency event that fell due (one of `configuredDelinquencyEvents`). */
            eventName: string;
        };
        /** @description A page of events and the token for the next page. The token is returned even when the page is short, so that asking with it later returns the events recorded since. */
        EventStreamResponse: {
            pagingToken: string;
            events: components["schemas"]["EventResponse"][];
        };
        /** @description What to do when a delivery fails. A delivery succeeds on a 2xx answer (redirects are not followed). Any other outcome is a failure when it matches one of `triggers`: a status code (`"503"`), a class (`"4xx"`, `"5xx"`), or `"timeout"`, which also covers a connection that fails or a refused address; an empty list means `["4xx","5xx","timeout"]`. An outcome no trigger matches ends the delivery of that event. A failure is retried as `retryStrategy` says; after the last try the event is diverted (`divert`), the webhook is suspended (`suspend`, with the failed event first in line unless it was diverted) and `alertEndpoint` is sent a description of the failure. */
        FailureHandlingCreateRequest: {
            alertEndpoint: components["schemas"]["CreateEndpointRequest"];
            triggers: string[];
            retryStrategy: components["schemas"]["RetryStrategyCreateRequest"];
            divert: boolean;
            suspend: boolean;
        };
        /** @description What happens when a delivery fails. A webhook without failure handling reads as no triggers, a retry strategy of 0 attempts, no diversion or suspension, and an alert endpoint with an empty `url`: a failed event is dropped after one try. */
        FailureHandlingResponse: {
            alertEndpoint: components["schemas"]["EndpointResponse"];
            triggers: string[];
            retryStrategy: components["schemas"]["RetryStrategyResponse"];
            divert: boolean;
            suspend: boolean;
        };
        /** @description Changes to failure handling (applied to the defaults when the webhook has none): triggers are removed then added, `removeRetryStrategy` turns retries off (else `retryStrategy` replaces them), `removeAlertEndpoint` turns alerts off (else `alertEndpoint` changes it). */
        FailureHandlingUpdateRequest: {
            removeAlertEndpoint: boolean;
            alertEndpoint: components["schemas"]["UpdateEndpointRequest"];
            removeTriggers: string[];
            addTriggers: string[];
            removeRetryStrategy: boolean;
            retryStrategy: components["schemas"]["RetryStrategyUpdateRequest"];
            divert: boolean;
            suspend: boolean;
        };
        /** @description Health status. */
        HealthResponse: {
            /** @enum {string} */
            status: "ok";
        };
        /** @description An identity provider with the URLs to configure on its side. */
        IdentityProviderResponse: {
            id: string;
            displayName: string;
            type: string;
            acsUrl: string;
            callbackUrl: string;
            entityId: string;
            singleSignOnServiceUrl: string;
        };
        /** @description Installment job data. */
        InstallmentJobData: {
            /** Format: ulid */
            locator: string;
            /** Format: ulid */
            referenceLocator: string;
            /** Format: ulid */
            latticeLocator: string;
            installmentLocators: string;
            /** @enum {string} */
            jobStatus: "queued" | "finished" | "failed" | "running";
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            completedAt: string;
            processingErrors: string;
        };
        /** @description Installment job data list response. */
        InstallmentJobDataListResponse: {
            listCompleted: boolean;
            items: components["schemas"]["InstallmentJobData"][];
        };
        /** @description Installment preferences: an installment plan to follow (`installmentPlanName`), fields that replace the plan's (weights only when some are given), and the published anchors saying where frames after a term's first start. */
        InstallmentPreferences: {
            /** @enum {string} */
            cadence?: "none" | "fullPay" | "weekly" | "everyOtherWeek" | "monthly" | "quarterly" | "semiannually" | "annually" | "thirtyDays" | "everyNDays";
            /** @enum {string} */
            anchorMode?: "generateDay" | "termStartDay" | "dueDay";
            /** Format: int32 */
            generateLeadDays?: number;
            /** Format: int32 */
            dueLeadDays?: number;
            installmentWeights: number[];
            /** Format: int32 */
            maxInstallmentsPerTerm?: number;
            installmentPlanName?: string;
            /**
             * @description `dayOfMonth`, `dayOfWeek`, `weekOfMonth` (with `dayOfWeek`) or `anchorTime`: the first frame runs from the term's start to the first such date after it (the anchor mode's date: start, generate or due), later ones step from there by the cadence; `none` steps from the term's start.
             * @enum {string}
             */
            anchorType?: "none" | "dayOfMonth" | "anchorTime" | "dayOfWeek" | "weekOfMonth";
            /**
             * Format: int32
             * @description The day of the month (a shorter month's last day when it has fewer).
             */
            dayOfMonth?: number;
            /** @enum {string} */
            dayOfWeek?: "monday" | "tuesday" | "wednesday" | "thursday" | "friday" | "saturday" | "sunday";
            /**
             * @description Which week of the month (`fifth`, in a month with four of that weekday, its last).
             * @enum {string}
             */
            weekOfMonth?: "none" | "first" | "second" | "third" | "fourth" | "fifth";
            /** Format: date-time */
            anchorTime?: string;
            autopayLeadDays?: number;
        };
        /** @description Password sign-in. */
        OAuthTokenRequest: {
            /** @enum {string} */
            grant_type: "password";
            username: string;
            password: string;
        };
        /** @description A bearer token obtained by signing in. */
        OAuthTokenResponse: {
            access_token: string;
            /** @enum {string} */
            token_type: "Bearer";
            /** @description Seconds until the token expires. */
            expires_in: number;
        };
        /** @description An OpenID Connect identity provider. */
        OIDCIdentityProviderCreateRequest: {
            id: string;
            displayName: string;
            importConfigUrl: string;
            clientId: string;
            clientSecret: string;
        };
        /** @description Password rules: minimum counts of character classes, lengths, history depth and expiry in days. */
        PasswordPolicies: {
            /**
             * Format: int32
             * @default 1
             */
            digits: number;
            /**
             * Format: int32
             * @default 90
             */
            forceExpiredPasswordChange: number;
            /**
             * Format: int32
             * @default 16
             */
            length: number;
            /**
             * Format: int32
             * @default 1
             */
            lowercase: number;
            /**
             * Format: int32
             * @default 64
             */
            maxLength: number;
            /**
             * Format: int32
             * @default 4
             */
            passwordHistory: number;
            /**
             * Format: int32
             * @default 1
             */
            specialChars: number;
            /**
             * Format: int32
             * @default 1
             */
            uppercase: number;
        };
        /** @description Password rules to change; absent rules keep their value. */
        PasswordPoliciesUpdateRequest: {
            /** Format: int32 */
            digits?: number;
            /** Format: int32 */
            forceExpiredPasswordChange?: number;
            /** Format: int32 */
            length?: number;
            /** Format: int32 */
            lowercase?: number;
            /** Format: int32 */
            maxLength?: number;
            /** Format: int32 */
            passwordHistory?: number;
            /** Format: int32 */
            specialChars?: number;
            /** Format: int32 */
            uppercase?: number;
        };
        /** @description The password policy. */
        PasswordPolicyResponse: {
            passwordPolicies: components["schemas"]["PasswordPolicies"];
        };
        /** @description A change to the password policy. */
        PasswordPolicyUpdateRequest: {
            passwordPolicies: components["schemas"]["PasswordPoliciesUpdateRequest"];
        };
        /** @description Changes to a tenant-specific permission set at a known version. */
        PatchTenantRoleReq: {
            /** Format: int32 */
            version: number;
            addPermissions: string[];
            removePermissions: string[];
        };
        /** @description Where money goes: an invoice, one item of an invoice, or the account (as credit). `amount`, when given, is what goes to this target; targets without one share the rest, the oldest due first. */
        CreditItem: {
            /** Format: ulid */
            containerLocator: string;
            /**
             * @description `subpayment` is not taken: insuite makes no aggregate payments.
             * @enum {string}
             */
            containerType: "invoice" | "account" | "subpayment" | "invoiceItem";
            amount?: number;
        };
        /** @description A payment to record, or the whole of a payment that replaces one. */
        PaymentCreateRequest: {
            /**
             * Format: ulid
             * @description The paying account; when left out, the account of the targets.
             */
            accountLocator?: string;
            /** @description A payment type the configuration's `payments` declares. */
            type: string;
            /** @description The amount, in the currency's minor unit at most (two decimals for USD). */
            amount: number;
            /** @description The currency; it must be the account's (its targets'), which is taken when left out. */
            currency?: string;
            /** @description Values of the payment type's fields. */
            data: {
                [key: string]: unknown;
            };
            targets: components["schemas"]["CreditItem"][];
            /** @description Kept as given; insuite executes no payments. */
            useDefaultFinancialInstrument?: boolean;
            /**
             * Format: ulid
             * @description Kept as given; insuite executes no payments.
             */
            financialInstrumentLocator?: string;
            /** @enum {string} */
            transactionMethod?: "ach" | "cash" | "eft" | "standard" | "wire";
            transactionNumber?: string;
            /**
             * @description Only `normal` is taken.
             * @enum {string}
             */
            paymentMode?: "normal" | "aggregate";
            retryPlanName?: string;
        };
        /** @description Changes to a payment: the fields given replace the stored ones; data keys are set and removed, targets added and removed (by container locator). */
        PaymentUpdateRequest: {
            /** Format: ulid */
            accountLocator?: string;
            type?: string;
            amount?: number;
            setData: {
                [key: string]: unknown;
            };
            /** @description The keys to remove (their values are not read). */
            removeData: {
                [key: string]: unknown;
            };
            addTargets: components["schemas"]["CreditItem"][];
            removeTargets: string[];
            useDefaultFinancialInstrument?: boolean;
            /** Format: ulid */
            financialInstrumentLocator?: string;
            /** @enum {string} */
            transactionMethod?: "ach" | "cash" | "eft" | "standard" | "wire";
            transactionNumber?: string;
            currency?: string;
            /** @enum {string} */
            paymentMode?: "normal" | "aggregate";
            retryPlanName?: string;
            /** Format: date-time */
            nextRequestTime?: string;
        };
        /** @description A part of an aggregate payment (insuite makes none). */
        SubpaymentResponse: {
            /** Format: ulid */
            subpaymentLocator: string;
            amount: number;
        };
        /** @description One request to a payment provider (insuite sends none, so the log stays empty). */
        PaymentRequestExecutionLogItem: {
            /** Format: ulid */
            paymentRequestLocator: string;
            /** @enum {string} */
            paymentRequestState: "pending" | "completed" | "failed" | "error";
            /** Format: date-time */
            requestTime?: string;
            transactionId?: string;
            note?: string;
            data: {
                [key: string]: unknown;
            };
        };
        /**
         * @description Where a payment is: `draft` (changeable), `validated` (checked), `posted` (its targets settled), or stopped: `discarded`, `cancelled`, `failed`, `reversed`. `requested` and `executing` belong to payment providers, which insuite does not call.
         * @enum {string}
         */
        PaymentState: "draft" | "validated" | "requested" | "executing" | "posted" | "failed" | "cancelled" | "reversed" | "discarded";
        /** @description A payment. Amounts are exact decimals, written with the digits stored. Once posted, `targets` lists what it settled: each invoice item with its amount, and the account with what stayed as credit. */
        PaymentResponse: {
            /** Format: ulid */
            locator: string;
            paymentState: components["schemas"]["PaymentState"];
            type: string;
            currency: string;
            amount: number;
            /** @description What posting has not placed yet (the whole amount before posting; nothing after). */
            remainingAmount?: number;
            data?: {
                [key: string]: unknown;
            };
            /** Format: date-time */
            createdAt: string;
            /** Format: uuid */
            createdBy: string;
            /** Format: ulid */
            accountLocator?: string;
            targets: components["schemas"]["CreditItem"][];
            /** Format: ulid */
            externalCashTransactionLocator?: string;
            validationResult?: components["schemas"]["ValidationResult"];
            /** Format: date-time */
            postedAt?: string;
            reversalReason?: string;
            /** Format: date-time */
            reversedAt?: string;
            /** Format: uuid */
            reversedBy?: string;
            shortfallCreditLocators: string[];
            subpayments: components["schemas"]["SubpaymentResponse"][];
            /** @enum {string} */
            paymentMode?: "normal" | "aggregate";
            /** Format: ulid */
            aggregatePaymentLocator?: string;
            paymentNumber?: string;
            /** Format: date-time */
            anonymizedAt?: string;
            executionLog: components["schemas"]["PaymentRequestExecutionLogItem"][];
            /** Format: date-time */
            nextRequestTime?: string;
            retryPlanName?: string;
        };
        /** @description A page of payments. */
        PaymentListResponse: {
            listCompleted: boolean;
            items: components["schemas"]["PaymentResponse"][];
        };
        /** @description A page of payments. */
        ListPageResponsePaymentResponse: {
            listCompleted: boolean;
            items: components["schemas"]["PaymentResponse"][];
        };
        /** @description Why a posted payment is reversed. */
        CreditDistributionReverseRequest: {
            /** @description The reason, kept as the payment's reversalReason. */
            reversalType: string;
        };
        /** @description One credit a payment makes when posted, to an invoice item or to the account's credit balance. */
        CreditWithBalance: {
            /** @enum {string} */
            type: "accountCreditBalance" | "invoiceCreditBalance" | "cash" | "creditCash" | "charge" | "credit" | "installmentItem" | "invoiceItem" | "account" | "policy" | "accountExpenseBalance";
            /** Format: ulid */
            locator: string;
            amount: number;
        };
        /** @description A credit covering a shortfall (insuite makes none). */
        ShortfallCreditPreviewResponse: {
            /** Format: ulid */
            locator: string;
            /** @enum {string} */
            creditType: "creditDistribution" | "disbursement" | "payment" | "subpayment" | "shortfallWriteOff" | "writeOff";
            /** @enum {string} */
            shortfallCreditState: "draft" | "distributed" | "reversed";
            currency: string;
            amount: number;
            /** Format: ulid */
            accountLocator: string;
            targets: components["schemas"]["CreditItem"][];
        };
        /** @description An invoice a payment targets, with what it would still owe after the payment. */
        InvoicePaymentPreview: {
            /** Format: ulid */
            locator: string;
            /** Format: ulid */
            accountLocator: string;
            /** @enum {string} */
            invoiceState: "open" | "settled" | "discarded";
            amount?: number;
            remainingAmount?: number;
        };
        /** @description The invoices of a payment preview. */
        ListPageResponseInvoicePaymentPreview: {
            listCompleted: boolean;
            items: components["schemas"]["InvoicePaymentPreview"][];
        };
        /** @description What validating or posting a payment would do now, written nowhere: the payment as it would stand, its credits, and its invoices after it. */
        PreviewPaymentResponse: {
            /** Format: ulid */
            locator: string;
            paymentState: components["schemas"]["PaymentState"];
            type: string;
            currency: string;
            amount: number;
            data: {
                [key: string]: unknown;
            };
            /** Format: date-time */
            createdAt: string;
            /** Format: uuid */
            createdBy: string;
            /** Format: ulid */
            accountLocator?: string;
            remainingAmount?: number;
            /** Format: ulid */
            externalCashTransactionLocator?: string;
            validationResult?: components["schemas"]["ValidationResult"];
            /** Format: date-time */
            postedAt?: string;
            /** @enum {string} */
            paymentMode?: "normal" | "aggregate";
            /** Format: ulid */
            aggregatePaymentLocator?: string;
            targets: components["schemas"]["CreditItem"][];
            credits: components["schemas"]["CreditWithBalance"][];
            shortfallCredits: components["schemas"]["ShortfallCreditPreviewResponse"][];
            subpayments?: components["schemas"]["PreviewPaymentResponse"][];
            invoices?: components["schemas"]["ListPageResponseInvoicePaymentPreview"];
        };
        /** @description An account's credit, by currency. */
        AccountCreditResponse: {
            /** Format: ulid */
            accountLocator: string;
            items: {
                currency: string;
                amount: number;
            }[];
        };
        /** @description The delinquency plan's settings as they were when the delinquency started. */
        DelinquencySettings: {
            lapseTransactionType: string;
            /** Format: int32 */
            gracePeriodDays: number;
            advanceLapseTo: components["schemas"]["LapseAdvance"];
            /** @enum {string} */
            delinquencyLevel?: "policy" | "invoice";
        };
        /**
         * @description How far the lapse transaction is taken once made; `issued` lapses the policy.
         * @enum {string}
         */
        LapseAdvance: "draft" | "validated" | "priced" | "underwritten" | "accepted" | "issued";
        /** @description What a delinquency concerns, an invoice or the policy, and the lapse transaction made for it. */
        DelinquencyReference: {
            /** Format: ulid */
            locator: string;
            /** Format: ulid */
            delinquencyLocator: string;
            /** Format: ulid */
            referenceLocator: string;
            /** @enum {string} */
            referenceType: "policy" | "invoice";
            /** Format: ulid */
            transactionLocator?: string;
            /** Format: ulid */
            preemptingLapseTransactionLocator?: string;
        };
        /** @description An event the plan configures, some days from the start or the end of grace. */
        ConfiguredDelinquencyEvent: {
            name: string;
            offsetDays: number;
            /** @enum {string} */
            offsetBasis: "gracePeriodStart" | "gracePeriodEnd";
        };
        /** @description A delinquency: an invoice left unpaid at its due time, under the policy's delinquency plan. `preGrace` until grace starts, `inGrace` until it ends, then `lapseTriggered` and `lapseTransactionCreated` once the lapse transaction is made; `settled` when paid before that. */
        DelinquencyResponse: {
            /** Format: ulid */
            locator: string;
            /** Format: ulid */
            accountLocator: string;
            delinquencyState: components["schemas"]["DelinquencyState"];
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
            settings: components["schemas"]["DelinquencySettings"];
            timezone: string;
            references?: components["schemas"]["DelinquencyReference"][];
            /** Format: date-time */
            graceStartedAt?: string;
            /** Format: date-time */
            graceEndAt?: string;
            /** Format: date-time */
            lapseTransactionEffectiveDate?: string;
            configuredDelinquencyEvents: components["schemas"]["ConfiguredDelinquencyEvent"][];
        };
        /**
         * @description Where a delinquency is.
         * @enum {string}
         */
        DelinquencyState: "preGrace" | "inGrace" | "lapseTriggered" | "settled" | "lapseTransactionCreated";
        /** @description A page of delinquencies. */
        DelinquencyListResponse: {
            listCompleted: boolean;
            items: components["schemas"]["DelinquencyResponse"][];
        };
        /** @description One configured event of a delinquency, `active` until its trigger time, then `triggered`; `cancelled` when the delinquency settled first. */
        DelinquencyEventResponse: {
            /** Format: ulid */
            locator: string;
            /** Format: ulid */
            delinquencyLocator: string;
            /** @enum {string} */
            delinquencyEventState: "active" | "triggered" | "cancelled";
            /** Format: date-time */
            triggerTime: string;
            /** Format: date-time */
            triggeredAt?: string;
            /** Format: date-time */
            createdAt: string;
            /** Format: uuid */
            createdBy: string;
            /** Format: date-time */
            updatedAt: string;
            /** Format: uuid */
            updatedBy: string;
            name: string;
        };
        /** @description A page of a delinquency's events. */
        DelinquencyEventsResponse: {
            /** Format: ulid */
            accountLocator: string;
            /** Format: ulid */
            delinquencyLocator: string;
            listCompleted: boolean;
            items: components["schemas"]["DelinquencyEventResponse"][];
        };
        /** @description A new end of grace for a delinquency. */
        DelinquencyUpdateRequest: {
            /** Format: date-time */
            graceEndAt?: string;
        };
        /** @description The delinquency plan to follow from now on. */
        DelinquencyPlanUpdateRequest: {
            /** @description A plan of the configuration's `delinquencyPlans`. */
            delinquencyPlanName: string;
        };
        /** @description A payment type (configuration) and the fields of its data. */
        PaymentRef: {
            displayName?: string;
            abstract?: boolean;
            extend?: string;
            defaultSearchable?: boolean;
            data?: {
                [key: string]: components["schemas"]["PropertyRef"];
            };
            /** @description Accepted; payment numbers follow insuite's one sequence per tenant. */
            numberingPlan?: string;
            /**
             * @description When a payment of this type is given its number (none when left out).
             * @enum {string}
             */
            numberingTrigger?: "creation" | "validation";
        };
        /** @description A delinquency plan (configuration): how many days of grace an unpaid invoice gets after its due time, and the lapse transaction made when grace ends. */
        DelinquencyPlanRef: {
            displayName?: string;
            /** Format: int32 */
            gracePeriodDays: number;
            /** @enum {string} */
            delinquencyLevel?: "policy" | "invoice";
            /** @description A transaction type of category cancellation (`cancellation` when left out). */
            lapseTransactionType?: string;
            advanceLapseTo?: components["schemas"]["LapseAdvance"];
            events?: {
                [key: string]: components["schemas"]["DelinquencyEventConfiguration"];
            };
        };
        /** @description An event of a delinquency plan, some days from the start or the end of grace. */
        DelinquencyEventConfiguration: {
            offsetDays: number;
            /** @enum {string} */
            offsetBasis: "gracePeriodStart" | "gracePeriodEnd";
        };
        /** @description Payment provider. */
        PaymentProvider: {
            /** Format: ulid */
            locator: string;
            /** @enum {string} */
            paymentServiceProvider: "braintree" | "braintreeSandbox" | "stripe" | "stripeTest";
            /** @enum {string} */
            paymentProviderState: "active" | "inactive";
        };
        /** @description One charge of a price: an amount of a declared charge type on one element, rounded to the currency's minor unit. */
        PolicyChargeResponse: {
            /** Format: ulid */
            locator: string;
            /** Format: ulid */
            elementLocator: string;
            /** Format: ulid */
            elementStaticLocator: string;
            chargeType: string;
            /** @enum {string} */
            chargeCategory: "none" | "premium" | "tax" | "fee" | "credit" | "invoiceFee" | "cededPremium" | "nonFinancial" | "surcharge";
            /** @description The amount over the part of the term the charge covers, in the currency's major unit; negative for a reversal. */
            amount: number;
            /** @description The rate per unit of the duration basis the plugin gave (0 for an amount given as it is). */
            rate: number;
            referenceRate: number;
            tag?: string;
            /** @enum {string} */
            handling: "flat" | "normal" | "retention";
            /** @enum {string} */
            invoicing: "scheduled" | "next" | "immediate";
            /**
             * Format: ulid
             * @description The charge whose remainder this one takes back (a negative amount).
             */
            reversalOfLocator?: string;
        };
        /** @description A page of policies. */
        PolicyListResponse: {
            listCompleted: boolean;
            items: components["schemas"]["PolicyResponse"][];
        };
        /** @description A policy, created by issuing a quote. */
        PolicyResponse: {
            /** Format: ulid */
            locator: string;
            /** Format: ulid */
            accountLocator: string;
            productName: string;
            currency: string;
            timezone: string;
            durationBasis: components["schemas"]["DurationBasis"];
            /** @enum {string} */
            billingLevel: "account" | "inherit" | "policy";
            contacts: components["schemas"]["ContactRoles"][];
            /** @description `cancelled` once an issued cancellation is in force and not reinstated. */
            statuses: ("pending" | "expired" | "cancelled" | "cancelPending" | "onRisk" | "delinquent" | "doNotRenew")[];
            /** @description Data kept the same across the policy's transactions; none is declared apart, so it is empty. */
            static: {
                [key: string]: unknown;
            };
            /** Format: date-time */
            startTime: string;
            /** Format: date-time */
            endTime: string;
            jurisdiction?: string;
            /** Format: ulid */
            issuedTransactionLocator: string;
            /** Format: date-time */
            createdAt: string;
            /** Format: uuid */
            createdBy: string;
            /** Format: ulid */
            latestTermLocator: string;
            /**
             * Format: ulid
             * @description The segment in force at the end of the latest term.
             */
            latestSegmentLocator: string;
            /** @description The number given by setPolicyNumber or generatePolicyNumber. */
            policyNumber?: string;
            /** @description The delinquency plan the policy follows, once one was named for it or its quote. */
            delinquencyPlanName?: string;
            /** @description The invoice fee named on the policy's quote, which its invoices carry in place of the invoicing plan's. */
            invoiceFeeAmount?: number;
            /** @description The auto-renewal plan the policy follows (the configuration's `defaultAutoRenewalPlan` unless changed). */
            autoRenewalPlanName?: string;
        };
        /** @description Policy snapshot response. */
        PolicySnapshotResponse: {
            /** Format: ulid */
            locator: string;
            /** Format: ulid */
            accountLocator: string;
            productName: string;
            timezone: string;
            currency: string;
            region: string;
            transaction: components["schemas"]["TransactionSnapshotResponse"];
            delinquencyPlanName?: string;
            static: {
                [key: string]: Record<string, never>;
            };
        };
        /** @description A policy transaction: the issuance, or a change, cancellation, reinstatement or renewal made after it, with the element tree of the segment it creates. */
        PolicyTransactionResponse: {
            /** Format: ulid */
            locator: string;
            /** Format: ulid */
            staticLocator: string;
            /** Format: ulid */
            policyLocator: string;
            /** Format: date-time */
            effectiveTime: string;
            /** @enum {string} */
            transactionState: "draft" | "initialized" | "validated" | "earlyUnderwritten" | "priced" | "underwritten" | "accepted" | "issued" | "underwrittenBlocked" | "declined" | "rejected" | "refused" | "discarded" | "invalidated" | "reversed";
            /** @enum {string} */
            transactionCategory: "issuance" | "change" | "renewal" | "cancellation" | "reinstatement" | "reversal" | "aggregate";
            transactionType: string;
            /** @description Field values keyed by field name, as the configuration declares them. */
            data: {
                [key: string]: unknown;
            };
            element: components["schemas"]["ElementResponse"];
            /** Format: date-time */
            createdAt: string;
            /** Format: uuid */
            createdBy: string;
            /** Format: ulid */
            termLocator: string;
            /**
             * Format: ulid
             * @description The issued transaction this one builds on.
             */
            baseTransactionLocator?: string;
            underwritingStatus?: string;
            validationResult?: components["schemas"]["ValidationResult"];
            /** @description The instructions, each with its `locator`, as given. */
            changeInstructions?: {
                [key: string]: unknown;
            }[];
            /** Format: date-time */
            issuedTime?: string;
            /** Format: date-time */
            acceptedTime?: string;
            /** Format: date-time */
            expirationTime?: string;
        };
        /** @description Which issued transactions to reverse, and the one to go back to. */
        PolicyTransactionReversalRequest: {
            /**
             * Format: ulid
             * @description The policy's latest issued transaction, as the caller saw it.
             */
            baseLocator: string;
            /**
             * Format: ulid
             * @description The issued transaction whose result the policy returns to.
             */
            toTransaction: string;
            /** @description Every transaction issued after `toTransaction`, in any order. */
            reverseTransactions: string[];
        };
        /** @description Preferences: on an account or a quote, the installment preferences its policies' terms are laid out with (a quote's over its account's; docs/billing.md). */
        PreferencesResponse: {
            installmentPreferences?: components["schemas"]["InstallmentPreferences"];
        };
        /** @description Primitive property (configuration). */
        PrimitivePropertyRef: {
            dataType?: string;
        };
        /** @description An error (RFC 9457 problem details). */
        Problem: {
            /** @description A URI naming the kind of problem. */
            type: string;
            /** @description Short summary of the kind of problem. */
            title: string;
            /** @description The HTTP status code. */
            status: number;
            /** @description What went wrong with this request. */
            detail: string;
            /**
             * @description Machine-readable error code. Each error status carries the codes `x-codes-by-status` lists for it (the first when nothing more specific applies): 403 is `FORBIDDEN`, or `PRECONDITION_FAILED` when the password must be changed before signing in.
             * @enum {string}
             */
            code: "VALIDATION_FAILED" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "CONFLICT" | "PRECONDITION_FAILED" | "PAYLOAD_TOO_LARGE" | "UNSUPPORTED_MEDIA_TYPE" | "UNPROCESSABLE" | "METHOD_NOT_ALLOWED" | "RATE_LIMITED" | "NOT_IMPLEMENTED" | "SERVICE_UNAVAILABLE" | "INTERNAL";
            /** @description The request id, also sent as `X-Request-Id`. */
            requestId: string;
            errors?: components["schemas"]["ProblemItem"][];
        };
        /** @description One thing wrong with a request. */
        ProblemItem: {
            /** @description Where the problem is: a parameter, a JSON pointer into the body, or a row and column of an upload. */
            location: string;
            message: string;
            /**
             * @description `warning` for an item that did not by itself refuse the request, listed with the problems that did (a configuration's unknown key, say); absent for a problem. An extension of this implementation.
             * @enum {string}
             */
            severity?: "warning";
            /** @description The file of an upload the problem is in, when it is one of several (a plugin's source, `plugins/rating.ts`); `location` names it too, with the line and column. An extension of this implementation. */
            file?: string;
            /** @description The line of `file` the problem is on. An extension of this implementation. */
            line?: number;
        };
        /** @description Producer info. */
        ProducerInfo: {
            producerCode?: string;
            producerCodeOfRecord?: string;
        };
        /** @description Property constraint. */
        PropertyConstraint: {
            table?: string;
            column?: string;
            where?: {
                [key: string]: components["schemas"]["ConditionValueRef"];
            };
        };
        /** @description Property (configuration). */
        PropertyRef: {
            displayName?: string;
            type?: string;
            /** @description Which entities hold the field's values, a comma-separated list of QQ (quick quotes), Q (quotes) and P (policies), such as "Q,P"; P needs Q. Elsewhere the field takes no value and is not required. Without a scope, all three. */
            scope?: string;
            defaultValue?: string;
            min?: string;
            max?: string;
            /** Format: int32 */
            minLength?: number;
            /** Format: int32 */
            maxLength?: number;
            /** Format: int32 */
            precision?: number;
            options?: string[];
            regex?: string;
            /** @enum {string} */
            roundingMode?: "ceiling" | "down" | "floor" | "halfDown" | "halfEven" | "halfUp" | "up";
            tag?: string[];
            constraint?: components["schemas"]["PropertyConstraint"];
            searchable?: boolean;
            availability?: components["schemas"]["AvailabilityRef"];
            restrictedData?: components["schemas"]["RestrictedDataRef"];
        };
        /** @description A new quick quote of a configured product. */
        QuickQuoteCreateRequest: {
            productName: string;
            /** Format: date-time */
            startTime?: string;
            /** Format: date-time */
            endTime?: string;
            jurisdiction?: string;
            /** @description The option chosen for each coverage term the element's type takes, by term name (a Deductible term set to its option d500, say). */
            coverageTerms?: {
                [key: string]: unknown;
            };
            /** @description Field values keyed by field name, as the configuration declares them. */
            data?: {
                [key: string]: unknown;
            };
            elements?: components["schemas"]["ElementCreateRequest"][];
        };
        /** @description A quick quote. */
        QuickQuoteResponse: {
            /** Format: ulid */
            locator: string;
            productName: string;
            /** Format: date-time */
            startTime?: string;
            /** Format: date-time */
            endTime?: string;
            jurisdiction?: string;
            /** @enum {string} */
            quickQuoteState: "draft" | "validated" | "priced" | "quoted" | "discarded";
            element: components["schemas"]["ElementResponse"];
            /** Format: date-time */
            createdAt: string;
            /** Format: uuid */
            createdBy: string;
        };
        /** @description Changes to a quick quote. */
        QuickQuoteUpdateRequest: {
            /** @description Coverage term options to choose, by term name. */
            setCoverageTerms?: {
                [key: string]: unknown;
            };
            /** @description Coverage terms whose chosen option is removed, by term name (the values are ignored). */
            removeCoverageTerms?: {
                [key: string]: unknown;
            };
            /** @description Field values keyed by field name, as the configuration declares them. */
            setData?: {
                [key: string]: unknown;
            };
            /** @description Field values keyed by field name, as the configuration declares them. */
            removeData?: {
                [key: string]: unknown;
            };
            /** Format: date-time */
            startTime?: string;
            /** Format: date-time */
            endTime?: string;
            jurisdiction?: string;
            elements?: components["schemas"]["ElementUpdateRequest"][];
        };
        /** @description A new quote of a configured product for an account. */
        QuoteCreateRequest: {
            productName: string;
            /** Format: ulid */
            accountLocator: string;
            /** Format: date-time */
            startTime: string;
            /** Format: date-time */
            endTime?: string;
            jurisdiction?: string;
            /** @description The option chosen for each coverage term the element's type takes, by term name (a Deductible term set to its option d500, say). */
            coverageTerms?: {
                [key: string]: unknown;
            };
            /** @description Field values keyed by field name, as the configuration declares them. */
            data?: {
                [key: string]: unknown;
            };
            elements?: components["schemas"]["ElementCreateRequest"][];
            preferences?: components["schemas"]["PreferencesResponse"];
            /** @description The fee each of this quote's policy's invoices carries in place of its invoicing plan's fee amount (in the policy's currency; the plan's `invoiceFeeHandling` still applies). Not negative, and no finer than the currency's minor unit. */
            invoiceFeeAmount?: number;
        };
        /** @description The quote group the copy belongs to. */
        QuoteGroupAssignmentRequest: {
            /** Format: ulid */
            groupLocator: string;
        };
        /** @description A page of quotes. */
        QuoteListResponse: {
            listCompleted: boolean;
            items: components["schemas"]["QuoteResponse"][];
        };
        /** @description The price of a quote, its charges item by item. */
        QuotePriceResponse: {
            /** Format: uuid */
            tenantLocator: string;
            /** Format: ulid */
            quoteLocator: string;
            /** Format: ulid */
            accountLocator: string;
            quoteState: components["schemas"]["QuoteState"];
            productName: string;
            /** Format: date-time */
            startTime: string;
            /** Format: date-time */
            endTime: string;
            /** @description The quote's length in units of its duration basis. */
            duration: number;
            durationBasis: components["schemas"]["DurationBasis"];
            items: components["schemas"]["PolicyChargeResponse"][];
            validationResult?: components["schemas"]["ValidationResult"];
        };
        /** @description A quote. `element` is its root element, of the product's type; `quoteState` says which steps of its lifecycle it has passed. */
        QuoteResponse: {
            /** Format: ulid */
            locator: string;
            productName: string;
            /** Format: ulid */
            accountLocator: string;
            /** Format: date-time */
            startTime: string;
            /** Format: date-time */
            endTime?: string;
            jurisdiction?: string;
            quoteState: components["schemas"]["QuoteState"];
            /** @description The currency of the tenant's configuration (its `defaultCurrency`), in which the quote is priced. */
            currency?: string;
            /** @description The time zone of the tenant's configuration. */
            timezone?: string;
            durationBasis?: components["schemas"]["DurationBasis"];
            /** @description The quote's length in units of its duration basis (absent without an end time). */
            duration?: number;
            /** @enum {string} */
            billingLevel: "account" | "inherit" | "policy";
            contacts: components["schemas"]["ContactRoles"][];
            /** @description The underwriting decision: `none` before underwriting, then `approved`, `blocked`, `declined` or `rejected`. */
            underwritingStatus?: string;
            validationResult?: components["schemas"]["ValidationResult"];
            /** Format: ulid */
            groupLocator?: string;
            /** Format: date-time */
            acceptedTime?: string;
            /** Format: date-time */
            issuedTime?: string;
            element: components["schemas"]["ElementResponse"];
            /** @description The delinquency plan named for the quote, which its policy follows once issued. */
            delinquencyPlanName?: string;
            /** @description The invoice fee named for the quote, which its policy's invoices carry in place of the invoicing plan's. */
            invoiceFeeAmount?: number;
            /** Format: ulid */
            policyLocator?: string;
            /** Format: date-time */
            createdAt: string;
            /** Format: uuid */
            createdBy: string;
            preferences?: components["schemas"]["PreferencesResponse"];
        };
        /**
         * @description Where a quote stands in its lifecycle (see the quote lifecycle in the documentation).
         * @enum {string}
         */
        QuoteState: "draft" | "validated" | "earlyUnderwritten" | "priced" | "underwritten" | "accepted" | "issued" | "underwrittenBlocked" | "declined" | "rejected" | "refused" | "discarded";
        /** @description The flags of a quote in force, and those cleared. */
        QuoteUnderwritingFlagsResponse: {
            /** Format: ulid */
            quoteLocator: string;
            flags: components["schemas"]["UnderwritingFlagResponse"][];
            clearedFlags: components["schemas"]["UnderwritingFlagResponse"][];
        };
        /** @description The outcome of underwriting a quote, with the flags in force. */
        QuoteUnderwritingResponse: {
            /** Format: uuid */
            tenantLocator: string;
            /** Format: ulid */
            quoteLocator: string;
            /** Format: ulid */
            accountLocator: string;
            quoteState: components["schemas"]["QuoteState"];
            productName: string;
            /** Format: date-time */
            startTime: string;
            /** Format: date-time */
            endTime: string;
            duration: number;
            durationBasis: components["schemas"]["DurationBasis"];
            /** @description The decision: `approved`, `blocked`, `declined`, `rejected`, or `none` before underwriting. */
            underwritingStatus: string;
            underwritingFlags: components["schemas"]["UnderwritingFlagResponse"][];
            validationResult?: components["schemas"]["ValidationResult"];
        };
        /** @description Changes to a draft quote. */
        QuoteUpdateRequest: {
            /** @description Coverage term options to choose, by term name. */
            setCoverageTerms?: {
                [key: string]: unknown;
            };
            /** @description Coverage terms whose chosen option is removed, by term name (the values are ignored). */
            removeCoverageTerms?: {
                [key: string]: unknown;
            };
            /** @description Field values keyed by field name, as the configuration declares them. */
            setData?: {
                [key: string]: unknown;
            };
            /** @description Field values keyed by field name, as the configuration declares them. */
            removeData?: {
                [key: string]: unknown;
            };
            /** Format: date-time */
            startTime?: string;
            /** Format: date-time */
            endTime?: string;
            jurisdiction?: string;
            elements?: components["schemas"]["ElementUpdateRequest"][];
            preferences?: components["schemas"]["PreferencesResponse"];
            /** @description The fee each of this quote's policy's invoices carries in place of its invoicing plan's fee amount (in the policy's currency; the plan's `invoiceFeeHandling` still applies). Not negative, and no finer than the currency's minor unit. */
            invoiceFeeAmount?: number;
        };
        /** @description Range table (configuration). */
        RangeTableRef: {
            columns?: {
                [key: string]: components["schemas"]["ColumnRef"];
            };
            /** @enum {string} */
            selectionTimeBasis?: "policyStartTime" | "termStartTime" | "transactionEffectiveTime" | "currentTime";
            rangeStart?: string;
            rangeEnd?: string;
        };
        /** @description What a reset does with the quote's flags: none given keeps them all. */
        ResetOptions: {
            /** @description `true`: every flag in force is cleared (or deleted, by `resetFlagsAction`). */
            resetAllUnderwritingFlags?: boolean;
            /** @description The flags to clear (or delete). */
            resetFlags?: string[];
            /**
             * @description `clear` (the default) keeps the flags as cleared; `delete` removes them.
             * @enum {string}
             */
            resetFlagsAction?: "clear" | "delete";
        };
        /** @description A new resource group. */
        ResourceGroupCreateRequest: {
            name: string;
            /** Format: date-time */
            selectionStartTime: string;
            resourceNames: string[];
        };
        /** @description A page of resource groups. */
        ResourceGroupListResponse: {
            listCompleted: boolean;
            items: components["schemas"]["ResourceGroupResponse"][];
        };
        /** @description Resource group (configuration). */
        ResourceGroupRef: {
            /** Format: date-time */
            selectionStartTime?: string;
            resourceNames?: string[];
        };
        /** @description A resource group. */
        ResourceGroupResponse: {
            /** Format: ulid */
            locator: string;
            name: string;
            retired: boolean;
            /** Format: date-time */
            selectionStartTime: string;
            resourceNames: string[];
            /** Format: uuid */
            createdBy: string;
            /** Format: date-time */
            createdAt: string;
        };
        /** @description Changes to a resource group. */
        ResourceGroupUpdateRequest: {
            name: string;
            /** Format: date-time */
            selectionStartTime: string;
            removeResources: string[];
            addResources: string[];
        };
        /** @description Resource instance (configuration). */
        ResourceInstanceRef: {
            staticName?: string;
            jurisdictions?: string[];
        };
        /** @description A page of resource instances. */
        ResourceListResponse: {
            listCompleted: boolean;
            items: components["schemas"]["ResourceResponse"][];
        };
        /** @description A resource instance. Besides the published fields it carries the locator of the current content of range tables, constraint tables and fonts, as BasicResourceResponse does. */
        ResourceResponse: {
            name: string;
            staticName?: string;
            /** @enum {string} */
            resourceType: "constraintTable" | "customFont" | "documentTemplate" | "documentTemplateSnippet" | "rangeTable" | "secret" | "staticDocument" | "table";
            /** Format: ulid */
            lookupTableLocator?: string;
            /** Format: ulid */
            rangeTableLocator?: string;
            /** Format: ulid */
            constraintTableLocator?: string;
            /** Format: ulid */
            fontLocator?: string;
            template?: string;
            /** Format: ulid */
            staticDocumentLocator?: string;
            /** @enum {string} */
            templateFormat?: "liquid" | "velocity";
            /** Format: uuid */
            createdBy: string;
            /** Format: date-time */
            createdAt: string;
            /** @enum {string} */
            scope?: "transaction" | "policy" | "term" | "segment" | "invoice";
            /** @enum {string} */
            trigger?: "validated" | "priced" | "accepted" | "underwritten" | "issued" | "generated" | "declined" | "rejected" | "refused";
            /** @enum {string} */
            format?: "text" | "html" | "pdf" | "jpg" | "jpeg" | "doc" | "docx" | "xls" | "xlsx" | "csv" | "txt" | "zip";
            /** @enum {string} */
            rendering?: "dynamic" | "prerendered";
            jurisdictions: string[];
        };
        /** @description Resources (configuration). */
        ResourcesRef: {
            resourceInstances?: {
                [key: string]: components["schemas"]["ResourceInstanceRef"];
            };
            resourceGroups?: {
                [key: string]: components["schemas"]["ResourceGroupRef"];
            };
        };
        /** @description Restricted data (configuration). */
        RestrictedDataRef: {
            anonymizable?: boolean;
            /** @enum {string} */
            maskingLevel?: "none" | "level1" | "level2";
            value?: components["schemas"]["Values"];
        };
        /** @description Retries after a failed delivery: `attempts` retries after the first try, `interval` in seconds; `linear` waits interval × n before retry n, `exponential` interval × 2^(n-1). */
        RetryStrategyCreateRequest: {
            /** @enum {string} */
            type: "linear" | "exponential";
            /** Format: int64 */
            interval: number;
            /** Format: int32 */
            attempts: number;
        };
        /** @description Retries after a failed delivery. */
        RetryStrategyResponse: {
            /** @enum {string} */
            type: "linear" | "exponential";
            /** Format: int64 */
            interval: number;
            /** Format: int32 */
            attempts: number;
        };
        /** @description Retries after a failed delivery. */
        RetryStrategyUpdateRequest: {
            /** @enum {string} */
            type: "linear" | "exponential";
            /** Format: int64 */
            interval: number;
            /** Format: int32 */
            attempts: number;
        };
        /** @description A new role. */
        RoleCreateRequest: {
            name: string;
            permissions: string[];
            description: string;
        };
        /** @description A page of roles. */
        RoleListResponse: {
            listCompleted: boolean;
            items: components["schemas"]["RoleResponse"][];
        };
        /** @description One permission of the interface and the operations it opens. */
        PermissionResponse: {
            /** @description The grant, `group.action`. */
            name: string;
            group: string;
            action: string;
            /** @description The operationIds this permission opens (any one of an operation's permissions opens it). */
            operations: string[];
        };
        /** @description A role. */
        RoleResponse: {
            name: string;
            /** Format: ulid */
            locator: string;
            permissions: string[];
            /** Format: int32 */
            version: number;
            /** Format: date-time */
            createdAt: string;
            /** Format: uuid */
            createdBy: string;
            description: string;
        };
        /** @description Where this server's reference, console, contract and probes are (paths on this server). */
        RootResponse: {
            /** @description The contract's title. */
            name: string;
            /** @description The contract's version. */
            version: string;
            /** @description The reference page (`/docs`). */
            docs: string;
            /** @description The administration console (`/console`), for a browser. */
            console: string;
            /** @description The contract as YAML (`/openapi.yaml`; `/openapi.json` as JSON). */
            openapi: string;
            /** @description The liveness probe (`/healthz`). */
            health: string;
        };
        /** @description A SAML identity provider. */
        SAMLIdentityProviderCreateRequest: {
            id: string;
            displayName: string;
            singleSignOnServiceUrl: string;
        };
        /** @description A new secret. */
        SecretCreateRequest: {
            name: string;
            staticName: string;
            jurisdictions: string[];
            secret: {
                [key: string]: {
                    [key: string]: unknown;
                };
            };
        };
        /** @description Secret (configuration). */
        SecretRef: {
            items?: {
                [key: string]: components["schemas"]["PrimitivePropertyRef"];
            };
        };
        /** @description A secret with its values. */
        SecretResponse: {
            resource: components["schemas"]["BasicResourceResponse"];
            /** @description The secret's values, as they were given. */
            secret: {
                [key: string]: {
                    [key: string]: unknown;
                };
            };
        };
        /** @description Segment response. */
        SegmentResponse: {
            /** Format: ulid */
            locator: string;
            /** Format: ulid */
            transactionLocator: string;
            /** @enum {string} */
            segmentType: "coverage" | "gap";
            /** Format: date-time */
            startTime: string;
            /** Format: date-time */
            endTime: string;
            element: components["schemas"]["ElementResponse"];
            duration: number;
            /** Format: ulid */
            basedOn?: string;
            /** Format: date-time */
            anonymizedAt?: string;
            producerInfo?: components["schemas"]["ProducerInfo"];
        };
        /** @description A part of a term in force: covered by one segment, or a gap after a cancellation. */
        SubsegmentSummary: {
            /** Format: ulid */
            locator: string;
            /** @enum {string} */
            type: "coverage" | "gap";
            /** Format: ulid */
            basedOn: string;
            /** Format: date-time */
            startTime: string;
            /** Format: date-time */
            endTime: string;
            duration: number;
            elements: components["schemas"]["ElementSummary"][];
            documentSummary: components["schemas"]["DocumentSummary"][];
        };
        /** @description A table row, cells keyed by column as uploaded. */
        TableLookupResponse: {
            /** @description The row's cells by column name, each exactly as uploaded. */
            value: {
                [key: string]: string;
            };
        };
        /** @description Table (configuration). */
        TableRef: {
            columns?: {
                [key: string]: components["schemas"]["ColumnRef"];
            };
            /** @enum {string} */
            selectionTimeBasis?: "policyStartTime" | "termStartTime" | "transactionEffectiveTime" | "currentTime";
        };
        /** @description A template upload: either a `file` part or a `template` part. */
        TemplateResponse: {
            /**
             * Format: binary
             * @description The template as a file.
             */
            file?: Blob | Uint8Array;
            /** @description The template as text. */
            template?: string;
        };
        /** @description Template snippet config (configuration). */
        TemplateSnippetConfigRef: {
            displayName?: string;
            /** @enum {string} */
            selectionTimeBasis?: "policyStartTime" | "termStartTime" | "transactionEffectiveTime" | "currentTime";
        };
        /** @description The created tenant and the outcome of deploying its configuration. */
        TenantDeploymentResult: {
            /** Format: uuid */
            locator: string;
            name: string;
            deploymentResult: components["schemas"]["ConfigBuilderResult"];
            bootstrapResult: components["schemas"]["BootstrapResult"];
        };
        /** @description A page of tenants. */
        TenantListResponse: {
            listCompleted: boolean;
            items: components["schemas"]["TenantResponse"][];
        };
        /** @description A tenant. */
        TenantResponse: {
            /** Format: uuid */
            locator: string;
            name: string;
            /** @enum {string} */
            type: "test" | "production" | "retired" | "deleted";
            /** Format: date-time */
            createdAt: string;
            /** Format: uuid */
            createdBy: string;
            /** Format: date-time */
            updatedAt: string;
            businessAccount: string;
            description?: string;
        };
        /** @description New name and description of a tenant. */
        TenantUpdateRequest: {
            name: string;
            description: string;
        };
        /** @description A page of terms. */
        TermListResponse: {
            listCompleted: boolean;
            items: components["schemas"]["TermResponse"][];
        };
        /** @description A term of a policy: the issuance starts the first, each renewal one more. */
        TermResponse: {
            /** Format: ulid */
            locator: string;
            /** Format: ulid */
            staticLocator: string;
            /** Format: ulid */
            policyLocator: string;
            /**
             * Format: int32
             * @description 1 for the first term, one more for each renewal.
             */
            number: number;
            /** Format: ulid */
            previousTermLocator?: string;
            /** Format: ulid */
            supersedesTermLocator?: string;
            /** Format: date-time */
            startTime: string;
            /** Format: date-time */
            endTime: string;
            /** Format: ulid */
            autoRenewalLocator?: string;
            /** @description The number given to the term by setTermNumber or generateTermNumber. */
            termNumber?: string;
        };
        /** @description A term with its parts in force, in order. */
        TermSummary: {
            /** Format: ulid */
            policyLocator: string;
            /** Format: ulid */
            locator: string;
            /** Format: ulid */
            staticLocator: string;
            /** Format: int32 */
            termNumber: number;
            /** Format: date-time */
            startTime: string;
            /** Format: date-time */
            endTime: string;
            duration: number;
            durationBasis: components["schemas"]["DurationBasis"];
            subsegments: components["schemas"]["SubsegmentSummary"][];
        };
        /** @description The server's clock (test controls). */
        TestClock: {
            /**
             * Format: date-time
             * @description The time the server reads now.
             */
            now: string;
            /** @description How far the server's clock is ahead of the real clock, in milliseconds (negative when behind). */
            offsetMs: number;
            /** @description `true` while the clock has not been set or moved since the start or the last `resetTestClock`. */
            real: boolean;
            /** @description The tenant whose clock this is (absent for the server's clock). */
            tenantLocator?: string;
            /** @description For a tenant's clock: `true` when the tenant has a clock of its own (set or moved for it), `false` while it reads the server's. */
            own?: boolean;
        };
        /** @description How far to move the server's clock forward; exactly one of the two. */
        TestClockAdvanceRequest: {
            milliseconds?: number;
            /**
             * @description An ISO 8601 duration (`PT15M`, `P1DT2H`, `P1M`, `P2W`); no negative or fractional parts except fractional seconds.
             * @example PT15M
             */
            duration?: string;
        };
        /** @description The instant to set the server's clock to. */
        TestClockSetRequest: {
            /** Format: date-time */
            now: string;
        };
        /** @description A fault rule in force (test controls). */
        TestFault: components["schemas"]["TestFaultRule"] & {
            /** @description The rule's identifier (ULID). */
            locator: string;
            /** @description How many times the rule has answered so far. */
            answered: number;
            /** @description The tenant the rule was added for (absent for a server-wide rule); it matches only that tenant's requests and deliveries. */
            tenantLocator?: string;
        };
        /** @description The fault rules in force, oldest first. */
        TestFaultList: {
            faults: components["schemas"]["TestFault"][];
        };
        /** @description A fault to answer on purpose. A `request` rule matches requests by `operationId`, `method` and `path` (each optional; all those given must match) and answers `status` with a Problem body, after `latencyMs` of real time (at most 30 s) if given; with a latency and no status the request goes on to its handler after the wait. With `drop` the connection is reset instead of answered; with `slowBodyMs` the answer's body comes that long after its headers. A `webhook` rule matches deliveries to one webhook (`webhookLocator`, or every webhook) and stands in for its receiver: it answers `status`, or waits `latencyMs` first (a wait past the webhook timeout is a timeout), or drops the connection (`drop`). `times` bounds how often the rule answers (then it is removed); `probability` answers only that share of matches. */
        TestFaultRule: {
            /**
             * @default request
             * @enum {string}
             */
            kind?: "request" | "webhook";
            /** @description Only requests to this operation (a `request` rule). */
            operationId?: string;
            /**
             * @description Only requests with this method (a `request` rule).
             * @enum {string}
             */
            method?: "GET" | "PUT" | "POST" | "PATCH" | "DELETE";
            /** @description Only requests to this path, as sent (`/policy/…/quotes/01J…`) or as the contract writes it (`/policy/{tenantLocator}/quotes/{locator}`) (a `request` rule). */
            path?: string;
            /** @description Only deliveries to this webhook (a `webhook` rule). */
            webhookLocator?: string;
            /** @description The status to answer. A `request` rule answers an error status the contract declares; a `webhook` rule's receiver may answer any status from 100 to 599. */
            status?: number;
            /** @description How many times the rule answers; without it, until cleared. */
            times?: number;
            /** @description The share of matching requests or deliveries answered (default 1). */
            probability?: number;
            /** @description A wait of real time before the answer (not the server's clock). */
            latencyMs?: number;
            /** @description The connection is reset with no answer: a `request` rule resets the client's connection (after `latencyMs`, if given), a `webhook` rule's receiver drops the server's. */
            drop?: boolean;
            /** @description The answer's status and headers are sent at once and its body after this wait of real time (a `request` rule): the rule's Problem body, or with no `status` the handler's real answer. */
            slowBodyMs?: number;
            /** @description What the Problem body of a `request` rule's answer says. */
            problem?: {
                /** @description One of the codes the status carries (the first by default). */
                code?: string;
                detail?: string;
            };
        };
        /** @description One entry of the request journal. */
        TestRequest: {
            /**
             * Format: date-time
             * @description When the answer was written, by the real clock.
             */
            at: string;
            /** @description The operation answered (`unmatched` for a path no operation has; `webhookDelivery` for a webhook delivery). */
            operationId: string;
            method: string;
            /** @description The path requested (tokens named in it left out), or a webhook delivery's target URL. */
            path: string;
            /** @description The status answered (0 for a delivery that got no answer). */
            status: number;
            durationMs: number;
            /** @description The `code` of the Problem body answered, if any. */
            problemCode?: string;
            /** @description The name of the caller's token, when it has one. */
            tokenName?: string;
            /** @description The caller's user. */
            userName?: string;
            /** @description The fault rule that answered, if one did. */
            faultLocator?: string;
            webhookLocator?: string;
            eventLocator?: string;
            /** @description The tenant the request named in its path, or whose webhook a delivery was for. */
            tenantLocator?: string;
            /** @description The query string's parameters (a parameter given more than once, as a list). */
            query?: {
                [key: string]: unknown;
            };
            /** @description The request's headers, names in lower case; the values of `Authorization`, `Proxy-Authorization`, `Cookie` and of any header whose name says token, secret, password, API key or signature are `[redacted]`. */
            headers?: {
                [key: string]: string;
            };
            /** @description The request's body as parsed: JSON as sent, with the values of fields named like secrets (password, secret, token, apiKey, clientSecret, …) `[redacted]`; text as text; other bodies as `{ mediaType, bytes }`. A JSON body past 64 KiB is kept as `{ truncated: true, bytes }`. */
            body?: unknown;
            /** @description `true` when the client closed the connection before the answer was written (for instance during a fault's latency); `status` is then 0. */
            abandoned?: boolean;
        };
        /** @description Entries of the request journal, oldest first. */
        TestRequestList: {
            requests: components["schemas"]["TestRequest"][];
        };
        /** @description A saved state of the database (test controls). */
        TestSnapshot: {
            /** @description The snapshot's identifier (ULID). */
            locator: string;
            /**
             * Format: date-time
             * @description When it was saved, by the server's clock.
             */
            takenAt: string;
            /** @description Tables saved. */
            tables: number;
            /** @description Rows saved. */
            rows: number;
            /** @description The tenant saved, for a snapshot of one tenant (absent for a snapshot of the whole server). */
            tenantLocator?: string;
        };
        /** @description Sets fields of the transaction's own data. */
        TransactionDataChangeInstructionCreateRequest: {
            /** @enum {string} */
            action: "transactionData";
            /** @description Field values keyed by field name, as the configuration declares them. */
            data: {
                [key: string]: unknown;
            };
        };
        /** @description The charges of a policy transaction. */
        TransactionPriceResponse: {
            /** Format: ulid */
            locator: string;
            /** Format: ulid */
            policyLocator: string;
            /** @enum {string} */
            transactionCategory: "issuance" | "change" | "renewal" | "cancellation" | "reinstatement" | "reversal" | "aggregate";
            /** @enum {string} */
            transactionState: "draft" | "initialized" | "validated" | "earlyUnderwritten" | "priced" | "underwritten" | "accepted" | "issued" | "underwrittenBlocked" | "declined" | "rejected" | "refused" | "discarded" | "invalidated" | "reversed";
            /** Format: date-time */
            effectiveTime: string;
            charges: components["schemas"]["PolicyChargeResponse"][];
            validationResult?: components["schemas"]["ValidationResult"];
        };
        /** @description Transaction snapshot response. */
        TransactionSnapshotResponse: {
            /** Format: ulid */
            locator: string;
            /** @enum {string} */
            transactionCategory: "issuance" | "change" | "renewal" | "cancellation" | "reinstatement" | "reversal" | "aggregate";
            transactionType: string;
            /** Format: date-time */
            effectiveTime: string;
            /** Format: date-time */
            issuedTime: string;
            preferences: components["schemas"]["PreferencesResponse"];
            segment: components["schemas"]["SegmentResponse"];
        };
        /** @description The flags of a transaction in force, and those cleared. */
        TransactionUnderwritingFlagsResponse: {
            /** Format: ulid */
            transactionLocator: string;
            flags: components["schemas"]["UnderwritingFlagResponse"][];
            clearedFlags: components["schemas"]["UnderwritingFlagResponse"][];
        };
        /** @description A transaction's underwriting decision and the flags in force. */
        TransactionUnderwritingResponse: {
            /** Format: ulid */
            locator: string;
            /** Format: ulid */
            policyLocator: string;
            /** @enum {string} */
            transactionCategory: "issuance" | "change" | "renewal" | "cancellation" | "reinstatement" | "reversal" | "aggregate";
            /** @enum {string} */
            transactionState: "draft" | "initialized" | "validated" | "earlyUnderwritten" | "priced" | "underwritten" | "accepted" | "issued" | "underwrittenBlocked" | "declined" | "rejected" | "refused" | "discarded" | "invalidated" | "reversed";
            /** Format: date-time */
            effectiveTime: string;
            underwritingStatus: string;
            underwritingFlags?: components["schemas"]["UnderwritingFlagResponse"][];
            validationResult?: components["schemas"]["ValidationResult"];
        };
        /** @description A new underwriting flag. The level is the operation's; `level` in the body, when given, must be the same (in `addFlags` it is required). */
        UnderwritingFlagCreateRequest: {
            level?: components["schemas"]["UnderwritingFlagLevel"];
            note?: string;
            tag?: string;
            /** Format: ulid */
            elementLocator?: string;
        };
        /**
         * @description What a flag decides: `block`, `decline` and `reject` stop the quote; `approve` lets a blocked quote go on; `info` decides nothing.
         * @enum {string}
         */
        UnderwritingFlagLevel: "info" | "block" | "decline" | "reject" | "approve";
        /** @description An underwriting flag of a quote; a cleared flag carries who cleared it and when. */
        UnderwritingFlagResponse: {
            /** Format: ulid */
            locator: string;
            level: components["schemas"]["UnderwritingFlagLevel"];
            /** @enum {string} */
            referenceType: "quote" | "transaction";
            /** Format: ulid */
            referenceLocator: string;
            note?: string;
            tag?: string;
            /** Format: ulid */
            elementLocator?: string;
            /** Format: uuid */
            createdBy: string;
            /** Format: date-time */
            createdTime: string;
            /** Format: uuid */
            clearedBy?: string;
            /** Format: date-time */
            clearedTime?: string;
        };
        /** @description Flags to add and flags to clear (by locator), in one change. */
        UnderwritingFlagsUpdateRequest: {
            addFlags?: components["schemas"]["UnderwritingFlagCreateRequest"][];
            clearFlags?: string[];
        };
        /** @description Changes to a delivery endpoint: headers named in `removeHeaders` are removed, then `addHeaders` replace or add theirs; `secureSsl`, `hmacEnabled`, `secret` and `tag` change only when given. */
        UpdateEndpointRequest: {
            url: string;
            removeHeaders: string[];
            addHeaders: {
                [key: string]: string[];
            };
            secureSsl?: boolean;
            hmacEnabled?: boolean;
            secret?: string;
            tag?: string;
        };
        /** @description Changes to a webhook. `removeFailureHandling` removes failure handling (then `failureHandling` is ignored). */
        UpdateWebhookRequest: {
            name: string;
            enabled: boolean;
            removeEventTypes: string[];
            addEventTypes: ("account.create" | "account.update" | "quote.create" | "quote.update" | "quote.issue" | "quote.validate" | "quote.price" | "quote.underwrite" | "quote.accept" | "quote.discard" | "quote.refuse" | "quote.reset" | "quickquote.create" | "quickquote.update" | "transaction.create" | "transaction.update" | "transaction.initialize" | "transaction.validate" | "transaction.price" | "transaction.underwrite" | "transaction.accept" | "transaction.issue" | "transaction.refuse" | "transaction.discard" | "transaction.reset" | "transaction.invalidate" | "transaction.reverse" | "policy.create" | "policy.update" | "invoice.generate" | "payment.create" | "payment.update" | "payment.validate" | "payment.post" | "payment.reverse" | "payment.discard" | "payment.cancel" | "payment.fail" | "payment.reset" | "delinquency.create" | "delinquency.update" | "delinquency.startGrace" | "delinquency.triggerLapse" | "delinquency.createLapseTransaction" | "delinquency.settle" | "delinquency.triggerEvent")[];
            endpoint: components["schemas"]["UpdateEndpointRequest"];
            removeFailureHandling: boolean;
            failureHandling: components["schemas"]["FailureHandlingUpdateRequest"];
        };
        /** @description A new user. `userName` is an email address. */
        UserCreateRequest: {
            /** Format: email */
            userName: string;
            firstName: string;
            lastName: string;
            password?: string;
            temporaryPassword?: boolean;
            serviceAccount?: boolean;
            email?: string;
            tenants?: string[];
            roles?: string[];
        };
        /** @description One mask of a user in a tenant (deprecated form of data access). */
        UserDataAccessControlMaskResponse: {
            /** Format: uuid */
            userLocator: string;
            /** Format: uuid */
            tenantLocator: string;
            /** @enum {string} */
            maskType: "account" | "policy";
            fields: {
                [key: string]: string[];
            };
        };
        /** @description A user's data access rules in a tenant. */
        UserDataAccessRequest: {
            /** @enum {string} */
            maskingLevel: "none" | "level1" | "level2";
            accessControlFields: {
                [key: string]: {
                    [key: string]: string[];
                };
            };
        };
        /** @description A user's data access rules in a tenant. */
        UserDataAccessResponse: {
            /** Format: uuid */
            userLocator: string;
            /** Format: uuid */
            tenantLocator: string;
            /** @enum {string} */
            maskingLevel: "none" | "level1" | "level2";
            accessControlFields: {
                [key: string]: {
                    [key: string]: string[];
                };
            };
        };
        /** @description One mask of a user in a tenant (deprecated form of data access). */
        UserDataSecurityMaskRequest: {
            /** Format: uuid */
            tenantLocator: string;
            /** @enum {string} */
            type: "account" | "policy";
            fields: {
                [key: string]: string[];
            };
        };
        /** @description A page of users. */
        UserListResponse: {
            listCompleted: boolean;
            items: components["schemas"]["UserResponse"][];
        };
        /** @description A user with its roles, tenants and effective permissions. */
        UserResponse: {
            /** Format: uuid */
            locator: string;
            userName: string;
            firstName: string;
            lastName: string;
            email?: string;
            serviceAccount: boolean;
            roles?: string[];
            tenants: string[];
            permissions?: string[];
            /** @description An extension of insuite's own, not in the published interface: whether the user can sign in and its tokens grant anything (false once its credentials are removed, or when it was created without a password and not enabled). */
            enabled?: boolean;
        };
        /** @description Role names to add and remove. */
        UserRolesUpdateRequest: {
            addRoles: string[];
            removeRoles: string[];
        };
        /** @description Tenant assignments to add and remove. */
        UserTenantsAssignmentsUpdateRequest: {
            addTenants: string[];
            removeTenants: string[];
        };
        /** @description New values for a user. */
        UserUpdateRequest: {
            firstName: string;
            lastName: string;
            email?: string;
            roles?: string[];
            tenants: string[];
            permissions?: string[];
        };
        /** @description The errors found on one element (or on the quote, by its own locator). */
        ValidationItemResponse: {
            elementType: string;
            /** Format: ulid */
            locator: string;
            errors: string[];
        };
        /** @description The outcome of validating a quote; `validationItems` lists the elements with errors. */
        ValidationResult: {
            validationItems?: components["schemas"]["ValidationItemResponse"][];
            success: boolean;
        };
        /** @description Values. */
        Values: {
            string?: string;
            /** Format: int32 */
            int?: number;
            /** Format: int64 */
            long?: number;
            guid?: string;
            /** Format: date */
            date?: string;
            /** Format: date-time */
            datetime?: string;
            decimal?: number;
        };
        /** @description A page of webhooks. */
        WebhookListResponse: {
            listCompleted: boolean;
            items: components["schemas"]["WebhookResponse"][];
        };
        /** @description A webhook; `suspendedAt` is present while it is suspended. The published interface lists `suspendedAt` as required, a date-time that cannot be null; a webhook that is not suspended has no such time, and any time answered in its place would claim a suspension that never happened, so it is left out (see docs/differences.md). */
        WebhookResponse: {
            /** Format: ulid */
            locator: string;
            name: string;
            enabled: boolean;
            suspended: boolean;
            /** Format: date-time */
            suspendedAt?: string;
            eventTypes: string[];
            endpoint: components["schemas"]["EndpointResponse"];
            failureHandling: components["schemas"]["FailureHandlingResponse"];
        };
    };
    responses: {
        /** @description An error, as RFC 9457 problem details. What every operation answers alike: 400 for a path parameter that is not valid percent-encoded UTF-8 (`%`, `%zz`, a truncated sequence, an encoded lone surrogate, overlong UTF-8), for a missing body where the operation requires one, for a multipart body that cannot be read (truncated, no or a wrong boundary, a malformed part header), for JSON nested more than 64 levels deep, for a NUL character (U+0000) in a path or query parameter, a form field, a text body or a string of a JSON body (PostgreSQL stores none, so neither engine takes one), and for an unknown query parameter (an operation that declares no 400 takes no parameters and ignores the query). An operation that takes no body ignores one that is sent: it is read and dropped, neither limited nor parsed. Every operation that writes may answer 503 (`SERVICE_UNAVAILABLE`, with `Retry-After` in seconds) when the database could not take the write within its bounded wait (several server processes writing to one SQLite file, or a PostgreSQL transaction chosen to give way to another): the write was not made, and the same request may be sent again after that many seconds. */
        Problem: {
            headers: {
                "X-Request-Id": components["headers"]["RequestId"];
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
    };
    parameters: {
        /** @description Only the answers of this operation (`webhookDelivery` for webhook deliveries, `unmatched` for paths no operation has). A name that is none of these is a 400 naming the nearest operation. */
        TestRequestOperationId: string;
        /** @description Only entries at or after this instant of the real clock (RFC 3339), such as the `at` of an earlier entry. */
        TestRequestSince: string;
        /** @description Only requests whose JSON body contains this JSON object: every field it gives, at any depth, with an equal value (an array given must equal the body's array). A body's secrets are redacted before it is matched, as in the journal. */
        TestRequestBody: string;
        /** @description The snapshot, as the snapshot operation answered it. */
        TestSnapshotLocator: string;
        /** @description Makes this create safe to send again: a repeat with the same key and request within 24 hours is answered the first answer and does nothing; another request under the key is a 409. */
        IdempotencyKey: string;
        /** @description The tenant: a UUID, 8-4-4-4-12 hexadecimal digits (any case; lower case is the stored form). `urn:uuid:` and braced forms are refused with 400, before authorisation. */
        TenantLocator: string;
        /** @description How many items to skip. */
        Offset: number;
        /** @description How many items to return at most (1 to 1000). */
        Count: number;
        /** @description Absent or `true`: the list record with `listCompleted`. `false`: the bare array of items. */
        Extended: boolean;
        /** @description Resolve `name` as a static name through the resource groups in effect at `date`. */
        ByStaticName: boolean;
        /** @description Resolve `name` as a static name through the resource groups in effect at `date`. */
        ByStaticNameTrue: boolean;
        /** @description With `byStaticName`: the moment whose resource groups apply (default: now). */
        Date: string;
        /** @description With `byStaticName`: prefer the instance for this jurisdiction. */
        Jurisdiction: string;
        /** @description Jurisdictions the instance applies to (repeat the parameter for several). */
        Jurisdictions: string[];
        /** @description The resource instance's name, unique in the tenant. */
        NameQuery: string;
        /** @description The static name declared in the configuration. */
        StaticNameQuery: string;
        /** @description The resource instance's name (or static name with `byStaticName`). */
        NamePath: string;
        /** @description The user: a UUID, 8-4-4-4-12 hexadecimal digits (any case; lower case is the stored form). `urn:uuid:` and braced forms are refused with 400. A user with a tenant entry beyond the caller's tenants answers 404. */
        UserLocator: string;
        /** @description Values of the key columns in declared order (repeat the parameter). */
        Key: string[];
    };
    requestBodies: never;
    headers: {
        /** @description Always `true`: the operation is deprecated. */
        Deprecation: "true";
        /** @description The id of this request, for logs and support. */
        RequestId: string;
        /** @description Present, and `true`, only on a repeat of a request with an `Idempotency-Key`: this is the answer kept from the first request with that key, sent again, and nothing was done this time. */
        IdempotentReplayed: "true";
    };
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    getRoot: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RootResponse"];
                };
            };
            500: components["responses"]["Problem"];
        };
    };
    createIdentityProvider: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SAMLIdentityProviderCreateRequest"];
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    Deprecation: components["headers"]["Deprecation"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["IdentityProviderResponse"];
                };
            };
            400: components["responses"]["Problem"];
            401: components["responses"]["Problem"];
            403: components["responses"]["Problem"];
            409: components["responses"]["Problem"];
            413: components["responses"]["Problem"];
            415: components["responses"]["Problem"];
            500: components["responses"]["Problem"];
            503: components["responses"]["Problem"];
        };
    };
    addOIDCIdentityProvider: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["OIDCIdentityProviderCreateRequest"];
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["IdentityProviderResponse"];
                };
            };
            400: components["responses"]["Problem"];
            401: components["responses"]["Problem"];
            403: components["responses"]["Problem"];
            409: components["responses"]["Problem"];
            413: components["responses"]["Problem"];
            415: components["responses"]["Problem"];
            500: components["responses"]["Problem"];
            503: components["responses"]["Problem"];
        };
    };
    fetchPasswordPolicy: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PasswordPolicyResponse"];
                };
            };
            400: components["responses"]["Problem"];
            401: components["responses"]["Problem"];
            403: components["responses"]["Problem"];
            500: components["responses"]["Problem"];
        };
    };
    updatePasswordPolicy: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PasswordPolicyUpdateRequest"];
            };
        };
        responses: {
            /** @description Success; no body. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["Problem"];
            401: components["responses"]["Problem"];
            403: components["responses"]["Problem"];
            413: components["responses"]["Problem"];
            415: components["responses"]["Problem"];
            500: components["responses"]["Problem"];
            503: components["responses"]["Problem"];
        };
    };
    addSAMLIdentityProvider: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SAMLIdentityProviderCreateRequest"];
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["IdentityProviderResponse"];
                };
            };
            400: components["responses"]["Problem"];
            401: components["responses"]["Problem"];
            403: components["responses"]["Problem"];
            409: components["responses"]["Problem"];
            413: components["responses"]["Problem"];
            415: components["responses"]["Problem"];
            500: components["responses"]["Problem"];
            503: components["responses"]["Problem"];
        };
    };
    createOAuthToken: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["OAuthTokenRequest"];
                "application/x-www-form-urlencoded": components["schemas"]["OAuthTokenRequest"];
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OAuthTokenResponse"];
                };
            };
            400: components["responses"]["Problem"];
            401: components["responses"]["Problem"];
            403: components["responses"]["Problem"];
            413: components["responses"]["Problem"];
            415: components["responses"]["Problem"];
            429: components["responses"]["Problem"];
            500: components["responses"]["Problem"];
            503: components["responses"]["Problem"];
        };
    };
    createRole: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RoleCreateRequest"];
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RoleResponse"];
                };
            };
            400: components["responses"]["Problem"];
            401: components["responses"]["Problem"];
            403: components["responses"]["Problem"];
            409: components["responses"]["Problem"];
            413: components["responses"]["Problem"];
            415: components["responses"]["Problem"];
            500: components["responses"]["Problem"];
            503: components["responses"]["Problem"];
        };
    };
    fetchRoles: {
        parameters: {
            query?: {
                /** @description How many items to skip. */
                offset?: components["parameters"]["Offset"];
                /** @description How many items to return at most (1 to 1000). */
                count?: components["parameters"]["Count"];
                /** @description Absent or `true`: the list record with `listCompleted`. `false`: the bare array of items. */
                extended?: components["parameters"]["Extended"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RoleListResponse"] | components["schemas"]["RoleResponse"][];
                };
            };
            400: components["responses"]["Problem"];
            401: components["responses"]["Problem"];
            403: components["responses"]["Problem"];
            500: components["responses"]["Problem"];
        };
    };
    fetchPermissions: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PermissionResponse"][];
                };
            };
            400: components["responses"]["Problem"];
            401: components["responses"]["Problem"];
            403: components["responses"]["Problem"];
            500: components["responses"]["Problem"];
        };
    };
    getTenantRole: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The tenant: a UUID, 8-4-4-4-12 hexadecimal digits (any case; lower case is the stored form). `urn:uuid:` and braced forms are refused with 400, before authorisation. */
                tenantLocator: components["parameters"]["TenantLocator"];
                /** @description The role. */
                roleLocator: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RoleResponse"];
                };
            };
            400: components["responses"]["Problem"];
            401: components["responses"]["Problem"];
            403: components["responses"]["Problem"];
            404: components["responses"]["Problem"];
            500: components["responses"]["Problem"];
        };
    };
    createTenantRole: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The tenant: a UUID, 8-4-4-4-12 hexadecimal digits (any case; lower case is the stored form). `urn:uuid:` and braced forms are refused with 400, before authorisation. */
                tenantLocator: components["parameters"]["TenantLocator"];
                /** @description The role. */
                roleLocator: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateTenantRoleReq"];
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RoleResponse"];
                };
            };
            400: components["responses"]["Problem"];
            401: components["responses"]["Problem"];
            403: components["responses"]["Problem"];
            404: components["responses"]["Problem"];
            409: components["responses"]["Problem"];
            413: components["responses"]["Problem"];
            415: components["responses"]["Problem"];
            500: components["responses"]["Problem"];
            503: components["responses"]["Problem"];
        };
    };
    deleteTenantRole: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The tenant: a UUID, 8-4-4-4-12 hexadecimal digits (any case; lower case is the stored form). `urn:uuid:` and braced forms are refused with 400, before authorisation. */
                tenantLocator: components["parameters"]["TenantLocator"];
                /** @description The role. */
                roleLocator: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success; no body. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["Problem"];
            401: components["responses"]["Problem"];
            403: components["responses"]["Problem"];
            404: components["responses"]["Problem"];
            500: components["responses"]["Problem"];
            503: components["responses"]["Problem"];
        };
    };
    updateTenantRole: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The tenant: a UUID, 8-4-4-4-12 hexadecimal digits (any case; lower case is the stored form). `urn:uuid:` and braced forms are refused with 400, before authorisation. */
                tenantLocator: components["parameters"]["TenantLocator"];
                /** @description The role. */
                roleLocator: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PatchTenantRoleReq"];
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RoleResponse"];
                };
            };
            400: components["responses"]["Problem"];
            401: components["responses"]["Problem"];
            403: components["responses"]["Problem"];
            404: components["responses"]["Problem"];
            409: components["responses"]["Problem"];
            413: components["responses"]["Problem"];
            415: components["responses"]["Problem"];
            500: components["responses"]["Problem"];
            503: components["responses"]["Problem"];
        };
    };
    fetchTenants: {
        parameters: {
            query?: {
                /** @description How many items to skip. */
                offset?: components["parameters"]["Offset"];
                /** @description How many items to return at most (1 to 1000). */
                count?: components["parameters"]["Count"];
                /** @description The type to filter on. */
                type?: ("test" | "production" | "retired")[];
                /** @description Absent or `true`: the list record with `listCompleted`. `false`: the bare array of items. */
                extended?: components["parameters"]["Extended"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TenantListResponse"] | components["schemas"]["TenantResponse"][];
                };
            };
            400: components["responses"]["Problem"];
            401: components["responses"]["Problem"];
            403: components["responses"]["Problem"];
            500: components["responses"]["Problem"];
        };
    };
    fetchMyTenants: {
        parameters: {
            query?: {
                /** @description How many items to skip. */
                offset?: components["parameters"]["Offset"];
                /** @description How many items to return at most (1 to 1000). */
                count?: components["parameters"]["Count"];
                /** @description Absent or `true`: the list record with `listCompleted`. `false`: the bare array of items. */
                extended?: components["parameters"]["Extended"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TenantListResponse"] | components["schemas"]["TenantResponse"][];
                };
            };
            400: components["responses"]["Problem"];
            401: components["responses"]["Problem"];
            403: components["responses"]["Problem"];
            500: components["responses"]["Problem"];
        };
    };
    fetchTenant: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The tenant. */
                locator: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TenantResponse"];
                };
            };
            400: components["responses"]["Problem"];
            401: components["responses"]["Problem"];
            403: components["responses"]["Problem"];
            404: components["responses"]["Problem"];
            500: components["responses"]["Problem"];
        };
    };
    updateTenant: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The tenant. */
                locator: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TenantUpdateRequest"];
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TenantResponse"];
                };
            };
            400: components["responses"]["Problem"];
            401: components["responses"]["Problem"];
            403: components["responses"]["Problem"];
            404: components["responses"]["Problem"];
            413: components["responses"]["Problem"];
            415: components["responses"]["Problem"];
            500: components["responses"]["Problem"];
            503: components["responses"]["Problem"];
        };
    };
    retireTenant: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The tenant. */
                locator: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TenantResponse"];
                };
            };
            400: components["responses"]["Problem"];
            401: components["responses"]["Problem"];
            403: components["responses"]["Problem"];
            404: components["responses"]["Problem"];
            500: components["responses"]["Problem"];
            503: components["responses"]["Problem"];
        };
    };
    createUser: {
        parameters: {
            query?: {
                /** @description Create the user enabled even without a password (for single sign-on). */
                enableUser?: boolean;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UserCreateRequest"];
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UserResponse"];
                };
            };
            400: components["responses"]["Problem"];
            401: components["responses"]["Problem"];
            403: components["responses"]["Problem"];
            409: components["responses"]["Problem"];
            413: components["responses"]["Problem"];
            415: components["responses"]["Problem"];
            422: components["responses"]["Problem"];
            500: components["responses"]["Problem"];
            503: components["responses"]["Problem"];
        };
    };
    fetchMultipleUsers: {
        parameters: {
            query?: {
                /** @description How many items to skip. */
                offset?: components["parameters"]["Offset"];
                /** @description How many items to return at most (1 to 1000). */
                count?: components["parameters"]["Count"];
                /** @description Absent or `true`: the list record with `listCompleted`. `false`: the bare array of items. */
                extended?: components["parameters"]["Extended"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UserListResponse"] | components["schemas"]["UserResponse"][];
                };
            };
            400: components["responses"]["Problem"];
            401: components["responses"]["Problem"];
            403: components["responses"]["Problem"];
            500: components["responses"]["Problem"];
        };
    };
    fetchAuthTokens: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AuthTokenResponse"][];
                };
            };
            400: components["responses"]["Problem"];
            401: components["responses"]["Problem"];
            403: components["responses"]["Problem"];
            500: components["responses"]["Problem"];
        };
    };
    createAuthToken: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AuthTokenCreateRequest"];
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": string;
                };
            };
            400: components["responses"]["Problem"];
            401: components["responses"]["Problem"];
            403: components["responses"]["Problem"];
            409: components["responses"]["Problem"];
            413: components["responses"]["Problem"];
            415: components["responses"]["Problem"];
            422: components["responses"]["Problem"];
            500: components["responses"]["Problem"];
            503: components["responses"]["Problem"];
        };
    };
    getGroupedTokenPermissions: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": string;
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        [key: string]: string[];
                    };
                };
            };
            400: components["responses"]["Problem"];
            401: components["responses"]["Problem"];
            403: components["responses"]["Problem"];
            404: components["responses"]["Problem"];
            413: components["responses"]["Problem"];
            415: components["responses"]["Problem"];
            500: components["responses"]["Problem"];
            503: components["responses"]["Problem"];
        };
    };
    deleteAuthToken: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A token value, or the name of a token. */
                tokenOrName: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success; no body. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["Problem"];
            401: components["responses"]["Problem"];
            403: components["responses"]["Problem"];
            404: components["responses"]["Problem"];
            500: components["responses"]["Problem"];
            503: components["responses"]["Problem"];
        };
    };
    fetchMyUserDetails: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UserResponse"];
                };
            };
            400: components["responses"]["Problem"];
            401: components["responses"]["Problem"];
            403: components["responses"]["Problem"];
            500: components["responses"]["Problem"];
        };
    };
    fetchUserByLocator: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The user: a UUID, 8-4-4-4-12 hexadecimal digits (any case; lower case is the stored form). `urn:uuid:` and braced forms are refused with 400. A user with a tenant entry beyond the caller's tenants answers 404. */
                locator: components["parameters"]["UserLocator"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UserResponse"];
                };
            };
            400: components["responses"]["Problem"];
            401: components["responses"]["Problem"];
            403: components["responses"]["Problem"];
            404: components["responses"]["Problem"];
            500: components["responses"]["Problem"];
        };
    };
    deleteUser: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The user: a UUID, 8-4-4-4-12 hexadecimal digits (any case; lower case is the stored form). `urn:uuid:` and braced forms are refused with 400. A user with a tenant entry beyond the caller's tenants answers 404. */
                locator: components["parameters"]["UserLocator"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success; no body. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["Problem"];
            401: components["responses"]["Problem"];
            403: components["responses"]["Problem"];
            404: components["responses"]["Problem"];
            500: components["responses"]["Problem"];
            503: components["responses"]["Problem"];
        };
    };
    updateUser: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The user: a UUID, 8-4-4-4-12 hexadecimal digits (any case; lower case is the stored form). `urn:uuid:` and braced forms are refused with 400. A user with a tenant entry beyond the caller's tenants answers 404. */
                locator: components["parameters"]["UserLocator"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UserUpdateRequest"];
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UserResponse"];
                };
            };
            400: components["responses"]["Problem"];
            401: components["responses"]["Problem"];
            403: components["responses"]["Problem"];
            404: components["responses"]["Problem"];
            413: components["responses"]["Problem"];
            415: components["responses"]["Problem"];
            422: components["responses"]["Problem"];
            500: components["responses"]["Problem"];
            503: components["responses"]["Problem"];
        };
    };
    fetchUserMasks: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The user: a UUID, 8-4-4-4-12 hexadecimal digits (any case; lower case is the stored form). `urn:uuid:` and braced forms are refused with 400. A user with a tenant entry beyond the caller's tenants answers 404. */
                locator: components["parameters"]["UserLocator"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    Deprecation: components["headers"]["Deprecation"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UserDataAccessControlMaskResponse"][];
                };
            };
            400: components["responses"]["Problem"];
            401: components["responses"]["Problem"];
            403: components["responses"]["Problem"];
            404: components["responses"]["Problem"];
            500: components["responses"]["Problem"];
        };
    };
    addDataSecurityMask: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The user: a UUID, 8-4-4-4-12 hexadecimal digits (any case; lower case is the stored form). `urn:uuid:` and braced forms are refused with 400. A user with a tenant entry beyond the caller's tenants answers 404. */
                locator: components["parameters"]["UserLocator"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UserDataSecurityMaskRequest"];
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    Deprecation: components["headers"]["Deprecation"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UserDataAccessControlMaskResponse"];
                };
            };
            400: components["responses"]["Problem"];
            401: components["responses"]["Problem"];
            403: components["responses"]["Problem"];
            404: components["responses"]["Problem"];
            413: components["responses"]["Problem"];
            415: components["responses"]["Problem"];
            422: components["responses"]["Problem"];
            500: components["responses"]["Problem"];
            503: components["responses"]["Problem"];
        };
    };
    fetchUserMasksForTenant: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The user: a UUID, 8-4-4-4-12 hexadecimal digits (any case; lower case is the stored form). `urn:uuid:` and braced forms are refused with 400. A user with a tenant entry beyond the caller's tenants answers 404. */
                locator: components["parameters"]["UserLocator"];
                /** @description The tenant: a UUID, 8-4-4-4-12 hexadecimal digits (any case; lower case is the stored form). `urn:uuid:` and braced forms are refused with 400, before authorisation. */
                tenantLocator: components["parameters"]["TenantLocator"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    Deprecation: components["headers"]["Deprecation"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UserDataAccessControlMaskResponse"][];
                };
            };
            400: components["responses"]["Problem"];
            401: components["responses"]["Problem"];
            403: components["responses"]["Problem"];
            404: components["responses"]["Problem"];
            500: components["responses"]["Problem"];
        };
    };
    deleteUserMasks: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The user: a UUID, 8-4-4-4-12 hexadecimal digits (any case; lower case is the stored form). `urn:uuid:` and braced forms are refused with 400. A user with a tenant entry beyond the caller's tenants answers 404. */
                locator: components["parameters"]["UserLocator"];
                /** @description The tenant: a UUID, 8-4-4-4-12 hexadecimal digits (any case; lower case is the stored form). `urn:uuid:` and braced forms are refused with 400, before authorisation. */
                tenantLocator: components["parameters"]["TenantLocator"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success; no body. */
            200: {
                headers: {
                    Deprecation: components["headers"]["Deprecation"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["Problem"];
            401: components["responses"]["Problem"];
            403: components["responses"]["Problem"];
            404: components["responses"]["Problem"];
            500: components["responses"]["Problem"];
            503: components["responses"]["Problem"];
        };
    };
    fetchUserMask: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The user: a UUID, 8-4-4-4-12 hexadecimal digits (any case; lower case is the stored form). `urn:uuid:` and braced forms are refused with 400. A user with a tenant entry beyond the caller's tenants answers 404. */
                locator: components["parameters"]["UserLocator"];
                /** @description The tenant: a UUID, 8-4-4-4-12 hexadecimal digits (any case; lower case is the stored form). `urn:uuid:` and braced forms are refused with 400, before authorisation. */
                tenantLocator: components["parameters"]["TenantLocator"];
                /** @description The type to filter on. */
                type: "account" | "policy";
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    Deprecation: components["headers"]["Deprecation"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UserDataAccessControlMaskResponse"];
                };
            };
            400: components["responses"]["Problem"];
            401: components["responses"]["Problem"];
            403: components["responses"]["Problem"];
            404: components["responses"]["Problem"];
            500: components["responses"]["Problem"];
        };
    };
    removeCredentials: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The user: a UUID, 8-4-4-4-12 hexadecimal digits (any case; lower case is the stored form). `urn:uuid:` and braced forms are refused with 400. A user with a tenant entry beyond the caller's tenants answers 404. */
                locator: components["parameters"]["UserLocator"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success; no body. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["Problem"];
            401: components["responses"]["Problem"];
            403: components["responses"]["Problem"];
            404: components["responses"]["Problem"];
            500: components["responses"]["Problem"];
            503: components["responses"]["Problem"];
        };
    };
    fetchUserDataAccessForTenant: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The user: a UUID, 8-4-4-4-12 hexadecimal digits (any case; lower case is the stored form). `urn:uuid:` and braced forms are refused with 400. A user with a tenant entry beyond the caller's tenants answers 404. */
                locator: components["parameters"]["UserLocator"];
                /** @description The tenant: a UUID, 8-4-4-4-12 hexadecimal digits (any case; lower case is the stored form). `urn:uuid:` and braced forms are refused with 400, before authorisation. */
                tenantLocator: components["parameters"]["TenantLocator"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UserDataAccessResponse"];
                };
            };
            400: components["responses"]["Problem"];
            401: components["responses"]["Problem"];
            403: components["responses"]["Problem"];
            404: components["responses"]["Problem"];
            500: components["responses"]["Problem"];
        };
    };
    deleteUserDataAccess: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The user: a UUID, 8-4-4-4-12 hexadecimal digits (any case; lower case is the stored form). `urn:uuid:` and braced forms are refused with 400. A user with a tenant entry beyond the caller's tenants answers 404. */
                locator: components["parameters"]["UserLocator"];
                /** @description The tenant: a UUID, 8-4-4-4-12 hexadecimal digits (any case; lower case is the stored form). `urn:uuid:` and braced forms are refused with 400, before authorisation. */
                tenantLocator: components["parameters"]["TenantLocator"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success; no body. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["Problem"];
            401: components["responses"]["Problem"];
            403: components["responses"]["Problem"];
            404: components["responses"]["Problem"];
            500: components["responses"]["Problem"];
            503: components["responses"]["Problem"];
        };
    };
    addUserDataAccess: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The user: a UUID, 8-4-4-4-12 hexadecimal digits (any case; lower case is the stored form). `urn:uuid:` and braced forms are refused with 400. A user with a tenant entry beyond the caller's tenants answers 404. */
                locator: components["parameters"]["UserLocator"];
                /** @description The tenant: a UUID, 8-4-4-4-12 hexadecimal digits (any case; lower case is the stored form). `urn:uuid:` and braced forms are refused with 400, before authorisation. */
                tenantLocator: components["parameters"]["TenantLocator"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UserDataAccessRequest"];
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UserDataAccessResponse"];
                };
            };
            400: components["responses"]["Problem"];
            401: components["responses"]["Problem"];
            403: components["responses"]["Problem"];
            404: components["responses"]["Problem"];
            413: components["responses"]["Problem"];
            415: components["responses"]["Problem"];
            422: components["responses"]["Problem"];
            500: components["responses"]["Problem"];
            503: components["responses"]["Problem"];
        };
    };
    enableUser: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The user: a UUID, 8-4-4-4-12 hexadecimal digits (any case; lower case is the stored form). `urn:uuid:` and braced forms are refused with 400. A user with a tenant entry beyond the caller's tenants answers 404. */
                locator: components["parameters"]["UserLocator"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UserResponse"];
                };
            };
            400: components["responses"]["Problem"];
            401: components["responses"]["Problem"];
            403: components["responses"]["Problem"];
            404: components["responses"]["Problem"];
            500: components["responses"]["Problem"];
            503: components["responses"]["Problem"];
        };
    };
    resetUserPassword: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The user: a UUID, 8-4-4-4-12 hexadecimal digits (any case; lower case is the stored form). `urn:uuid:` and braced forms are refused with 400. A user with a tenant entry beyond the caller's tenants answers 404. */
                locator: components["parameters"]["UserLocator"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": string;
            };
        };
        responses: {
            /** @description Success; no body. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["Problem"];
            401: components["responses"]["Problem"];
            403: components["responses"]["Problem"];
            404: components["responses"]["Problem"];
            413: components["responses"]["Problem"];
            415: components["responses"]["Problem"];
            500: components["responses"]["Problem"];
            503: components["responses"]["Problem"];
        };
    };
    revokeUserOauthTokens: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The user: a UUID, 8-4-4-4-12 hexadecimal digits (any case; lower case is the stored form). `urn:uuid:` and braced forms are refused with 400. A user with a tenant entry beyond the caller's tenants answers 404. */
                locator: components["parameters"]["UserLocator"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success; no body. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["Problem"];
            401: components["responses"]["Problem"];
            403: components["responses"]["Problem"];
            404: components["responses"]["Problem"];
            500: components["responses"]["Problem"];
            503: components["responses"]["Problem"];
        };
    };
    updateUserRoles: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The user: a UUID, 8-4-4-4-12 hexadecimal digits (any case; lower case is the stored form). `urn:uuid:` and braced forms are refused with 400. A user with a tenant entry beyond the caller's tenants answers 404. */
                locator: components["parameters"]["UserLocator"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UserRolesUpdateRequest"];
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UserResponse"];
                };
            };
            400: components["responses"]["Problem"];
            401: components["responses"]["Problem"];
            403: components["responses"]["Problem"];
            404: components["responses"]["Problem"];
            413: components["responses"]["Problem"];
            415: components["responses"]["Problem"];
            422: components["responses"]["Problem"];
            500: components["responses"]["Problem"];
            503: components["responses"]["Problem"];
        };
    };
    updateUserTenantAssignments: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The user: a UUID, 8-4-4-4-12 hexadecimal digits (any case; lower case is the stored form). `urn:uuid:` and braced forms are refused with 400. A user with a tenant entry beyond the caller's tenants answers 404. */
                locator: components["parameters"]["UserLocator"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UserTenantsAssignmentsUpdateRequest"];
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UserResponse"];
                };
            };
            400: components["responses"]["Problem"];
            401: components["responses"]["Problem"];
            403: components["responses"]["Problem"];
            404: components["responses"]["Problem"];
            413: components["responses"]["Problem"];
            415: components["responses"]["Problem"];
            422: components["responses"]["Problem"];
            500: components["responses"]["Problem"];
            503: components["responses"]["Problem"];
        };
    };
    fetchAuthTokensForUser: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The user: a UUID, 8-4-4-4-12 hexadecimal digits (any case; lower case is the stored form). `urn:uuid:` and braced forms are refused with 400. A user with a tenant entry beyond the caller's tenants answers 404. */
                locator: components["parameters"]["UserLocator"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AuthTokenResponse"][];
                };
            };
            400: components["responses"]["Problem"];
            401: components["responses"]["Problem"];
            403: components["responses"]["Problem"];
            404: components["responses"]["Problem"];
            500: components["responses"]["Problem"];
        };
    };
    createServiceAccountAuthToken: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The user: a UUID, 8-4-4-4-12 hexadecimal digits (any case; lower case is the stored form). `urn:uuid:` and braced forms are refused with 400. A user with a tenant entry beyond the caller's tenants answers 404. */
                locator: components["parameters"]["UserLocator"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AuthTokenCreateRequest"];
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": string;
                };
            };
            400: components["responses"]["Problem"];
            401: components["responses"]["Problem"];
            403: components["responses"]["Problem"];
            404: components["responses"]["Problem"];
            409: components["responses"]["Problem"];
            413: components["responses"]["Problem"];
            415: components["responses"]["Problem"];
            422: components["responses"]["Problem"];
            500: components["responses"]["Problem"];
            503: components["responses"]["Problem"];
        };
    };
    deleteAuthTokenForUser: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The user: a UUID, 8-4-4-4-12 hexadecimal digits (any case; lower case is the stored form). `urn:uuid:` and braced forms are refused with 400. A user with a tenant entry beyond the caller's tenants answers 404. */
                locator: components["parameters"]["UserLocator"];
                /** @description A token value, or the name of a token. */
                tokenOrName: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success; no body. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["Problem"];
            401: components["responses"]["Problem"];
            403: components["responses"]["Problem"];
            404: components["responses"]["Problem"];
            500: components["responses"]["Problem"];
            503: components["responses"]["Problem"];
        };
    };
    fetchInstallmentsJobDataForQuotes: {
        parameters: {
            query?: {
                /** @description How many items to skip. */
                offset?: components["parameters"]["Offset"];
                /** @description How many items to return at most (1 to 1000). */
                count?: components["parameters"]["Count"];
                /** @description Absent or `true`: the list record with `listCompleted`. `false`: the bare array of items. */
                extended?: components["parameters"]["Extended"];
            };
            header?: never;
            path: {
                /** @description The tenant: a UUID, 8-4-4-4-12 hexadecimal digits (any case; lower case is the stored form). `urn:uuid:` and braced forms are refused with 400, before authorisation. */
                tenantLocator: components["parameters"]["TenantLocator"];
                /** @description The locator of the quote whose installment jobs are listed. */
                locator: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    Deprecation: components["headers"]["Deprecation"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InstallmentJobDataListResponse"] | components["schemas"]["InstallmentJobData"][];
                };
            };
            400: components["responses"]["Problem"];
            401: components["responses"]["Problem"];
            403: components["responses"]["Problem"];
            404: components["responses"]["Problem"];
            500: components["responses"]["Problem"];
        };
    };
    createTenant: {
        parameters: {
            query?: {
                /** @description The name. */
                name?: string;
                /** @description A description. */
                description?: string;
                /** @description The tenant type. */
                type?: "test" | "production";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ConfigurationRef"];
                "application/zip": Blob | Uint8Array;
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TenantDeploymentResult"];
                };
            };
            400: components["responses"]["Problem"];
            401: components["responses"]["Problem"];
            403: components["responses"]["Problem"];
            413: components["responses"]["Problem"];
            415: components["responses"]["Problem"];
            422: components["responses"]["Problem"];
            500: components["responses"]["Problem"];
            503: components["responses"]["Problem"];
        };
    };
    fetchConfigDefinition: {
        parameters: {
            query?: {
                /** @description Accepted for compatibility; the stored configuration is returned as deployed. */
                resolve?: boolean;
            };
            header?: never;
            path: {
                /** @description The tenant: a UUID, 8-4-4-4-12 hexadecimal digits (any case; lower case is the stored form). `urn:uuid:` and braced forms are refused with 400, before authorisation. */
                tenantLocator: components["parameters"]["TenantLocator"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConfigurationRef"];
                };
            };
            400: components["responses"]["Problem"];
            401: components["responses"]["Problem"];
            403: components["responses"]["Problem"];
            404: components["responses"]["Problem"];
            500: components["responses"]["Problem"];
        };
    };
    deployConfigZip: {
        parameters: {
            query?: {
                /** @description Accepted for compatibility; a deploy always replaces the whole configuration. */
                overwrite?: boolean;
                /** @description An extension of insuite's own. A deploy whose body carries no `plugins/` (a JSON body, or a ZIP without that folder) to a tenant that has plugins would remove them, leaving its quotes unpriced: such a deploy is refused (`isSuccess: false`, naming the plugins) unless this is `true`, and then its warnings say the plugins were removed. */
                removePlugins?: boolean;
            };
            header?: never;
            path: {
                /** @description The tenant: a UUID, 8-4-4-4-12 hexadecimal digits (any case; lower case is the stored form). `urn:uuid:` and braced forms are refused with 400, before authorisation. */
                tenantLocator: components["parameters"]["TenantLocator"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ConfigurationRef"];
                "application/zip": Blob | Uint8Array;
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TenantDeploymentResult"];
                };
            };
            400: components["responses"]["Problem"];
            401: components["responses"]["Problem"];
            403: components["responses"]["Problem"];
            404: components["responses"]["Problem"];
            413: components["responses"]["Problem"];
            415: components["responses"]["Problem"];
            422: components["responses"]["Problem"];
            500: components["responses"]["Problem"];
            503: components["responses"]["Problem"];
        };
    };
    fetchDeployedPlugins: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The tenant: a UUID, 8-4-4-4-12 hexadecimal digits (any case; lower case is the stored form). `urn:uuid:` and braced forms are refused with 400, before authorisation. */
                tenantLocator: components["parameters"]["TenantLocator"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DeployedPluginsResponse"];
                };
            };
            400: components["responses"]["Problem"];
            401: components["responses"]["Problem"];
            403: components["responses"]["Problem"];
            404: components["responses"]["Problem"];
            500: components["responses"]["Problem"];
        };
    };
    getConsole: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                };
            };
            500: components["responses"]["Problem"];
        };
    };
    getConsoleStyles: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/css": string;
                };
            };
            500: components["responses"]["Problem"];
        };
    };
    getConsoleScript: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/javascript": string;
                };
            };
            500: components["responses"]["Problem"];
        };
    };
    getApiDocs: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                };
            };
            500: components["responses"]["Problem"];
        };
    };
    getApiDocsScript: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/javascript": string;
                };
            };
            500: components["responses"]["Problem"];
        };
    };
    fetchMultipleEvents: {
        parameters: {
            query?: {
                /** @description Only events at or after this time. */
                startTimestamp?: string;
                /** @description Only events before this time. */
                endTimestamp?: string;
                /** @description The type to filter on. */
                type?: string;
                /** @description How many events to return at most (1 to 1000). */
                pageSize?: number;
                /** @description The `pagingToken` of the previous page. */
                pagingToken?: string;
            };
            header?: never;
            path: {
                /** @description The tenant: a UUID, 8-4-4-4-12 hexadecimal digits (any case; lower case is the stored form). `urn:uuid:` and braced forms are refused with 400, before authorisation. */
                tenantLocator: components["parameters"]["TenantLocator"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EventStreamResponse"];
                };
            };
            400: components["responses"]["Problem"];
            401: components["responses"]["Problem"];
            403: components["responses"]["Problem"];
            404: components["responses"]["Problem"];
            500: components["responses"]["Problem"];
        };
    };
    fetchEvent: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The tenant: a UUID, 8-4-4-4-12 hexadecimal digits (any case; lower case is the stored form). `urn:uuid:` and braced forms are refused with 400, before authorisation. */
                tenantLocator: components["parameters"]["TenantLocator"];
                /** @description The locator of the event. */
                locator: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EventResponse"];
                };
            };
            400: components["responses"]["Problem"];
            401: components["responses"]["Problem"];
            403: components["responses"]["Problem"];
            404: components["responses"]["Problem"];
            500: components["responses"]["Problem"];
        };
    };
    createWebhook: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes this create safe to send again: a repeat with the same key and request within 24 hours is answered the first answer and does nothing; another request under the key is a 409. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @description The tenant: a UUID, 8-4-4-4-12 hexadecimal digits (any case; lower case is the stored form). `urn:uuid:` and braced forms are refused with 400, before authorisation. */
                tenantLocator: components["parameters"]["TenantLocator"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateWebhookRequest"];
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookResponse"];
                };
            };
            400: components["responses"]["Problem"];
            401: components["responses"]["Problem"];
            403: components["responses"]["Problem"];
            404: components["responses"]["Problem"];
            409: components["responses"]["Problem"];
            413: components["responses"]["Problem"];
            415: components["responses"]["Problem"];
            422: components["responses"]["Problem"];
            500: components["responses"]["Problem"];
            503: components["responses"]["Problem"];
        };
    };
    fetchWebhooks: {
        parameters: {
            query?: {
                /** @description How many items to skip. */
                offset?: components["parameters"]["Offset"];
                /** @description How many items to return at most (1 to 1000). */
                count?: components["parameters"]["Count"];
                /** @description The name. */
                name?: string;
                /** @description Only webhooks with this `enabled` flag. */
                enabled?: boolean;
                /** @description Only webhooks with this `suspended` flag. */
                suspended?: boolean;
                /** @description Only webhooks that are enabled and not suspended (true) or the others (false). */
                active?: boolean;
                /** @description Only webhooks subscribed to one of these event types. */
                eventTypes?: string[];
                /** @description Absent or `true`: the list record with `listCompleted`. `false`: the bare array of items. */
                extended?: components["parameters"]["Extended"];
            };
            header?: never;
            path: {
                /** @description The tenant: a UUID, 8-4-4-4-12 hexadecimal digits (any case; lower case is the stored form). `urn:uuid:` and braced forms are refused with 400, before authorisation. */
                tenantLocator: components["parameters"]["TenantLocator"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookListResponse"] | components["schemas"]["WebhookResponse"][];
                };
            };
            400: components["responses"]["Problem"];
            401: components["responses"]["Problem"];
            403: components["responses"]["Problem"];
            404: components["responses"]["Problem"];
            500: components["responses"]["Problem"];
        };
    };
    fetchWebhook: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The tenant: a UUID, 8-4-4-4-12 hexadecimal digits (any case; lower case is the stored form). `urn:uuid:` and braced forms are refused with 400, before authorisation. */
                tenantLocator: components["parameters"]["TenantLocator"];
                /** @description The webhook. */
                webhookLocator: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookResponse"];
                };
            };
            400: components["responses"]["Problem"];
            401: components["responses"]["Problem"];
            403: components["responses"]["Problem"];
            404: components["responses"]["Problem"];
            500: components["responses"]["Problem"];
        };
    };
    deleteWebhook: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The tenant: a UUID, 8-4-4-4-12 hexadecimal digits (any case; lower case is the stored form). `urn:uuid:` and braced forms are refused with 400, before authorisation. */
                tenantLocator: components["parameters"]["TenantLocator"];
                /** @description The webhook. */
                webhookLocator: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success; no body. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["Problem"];
            401: components["responses"]["Problem"];
            403: components["responses"]["Problem"];
            404: components["responses"]["Problem"];
            500: components["responses"]["Problem"];
            503: components["responses"]["Problem"];
        };
    };
    updateWebhook: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The tenant: a UUID, 8-4-4-4-12 hexadecimal digits (any case; lower case is the stored form). `urn:uuid:` and braced forms are refused with 400, before authorisation. */
                tenantLocator: components["parameters"]["TenantLocator"];
                /** @description The webhook. */
                webhookLocator: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateWebhookRequest"];
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookResponse"];
                };
            };
            400: components["responses"]["Problem"];
            401: components["responses"]["Problem"];
            403: components["responses"]["Problem"];
            404: components["responses"]["Problem"];
            413: components["responses"]["Problem"];
            415: components["responses"]["Problem"];
            422: components["responses"]["Problem"];
            500: components["responses"]["Problem"];
            503: components["responses"]["Problem"];
        };
    };
    fetchMultipleDivertedEvents: {
        parameters: {
            query?: {
                /** @description How many items to skip. */
                offset?: components["parameters"]["Offset"];
                /** @description How many items to return at most (1 to 1000). */
                count?: components["parameters"]["Count"];
            };
            header?: never;
            path: {
                /** @description The tenant: a UUID, 8-4-4-4-12 hexadecimal digits (any case; lower case is the stored form). `urn:uuid:` and braced forms are refused with 400, before authorisation. */
                tenantLocator: components["parameters"]["TenantLocator"];
                /** @description The webhook. */
                webhookLocator: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DivertedEventResponse"][];
                };
            };
            400: components["responses"]["Problem"];
            401: components["responses"]["Problem"];
            403: components["responses"]["Problem"];
            404: components["responses"]["Problem"];
            500: components["responses"]["Problem"];
        };
    };
    fetchDivertedEvent: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The tenant: a UUID, 8-4-4-4-12 hexadecimal digits (any case; lower case is the stored form). `urn:uuid:` and braced forms are refused with 400, before authorisation. */
                tenantLocator: components["parameters"]["TenantLocator"];
                /** @description The webhook. */
                webhookLocator: string;
                /** @description The event. */
                eventLocator: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DivertedEventResponse"];
                };
            };
            400: components["responses"]["Problem"];
            401: components["responses"]["Problem"];
            403: components["responses"]["Problem"];
            404: components["responses"]["Problem"];
            500: components["responses"]["Problem"];
        };
    };
    deleteDivertedEvent: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The tenant: a UUID, 8-4-4-4-12 hexadecimal digits (any case; lower case is the stored form). `urn:uuid:` and braced forms are refused with 400, before authorisation. */
                tenantLocator: components["parameters"]["TenantLocator"];
                /** @description The webhook. */
                webhookLocator: string;
                /** @description The event. */
                eventLocator: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": Record<string, never>;
                };
            };
            400: components["responses"]["Problem"];
            401: components["responses"]["Problem"];
            403: components["responses"]["Problem"];
            404: components["responses"]["Problem"];
            500: components["responses"]["Problem"];
            503: components["responses"]["Problem"];
        };
    };
    resendDivertedEvent: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The tenant: a UUID, 8-4-4-4-12 hexadecimal digits (any case; lower case is the stored form). `urn:uuid:` and braced forms are refused with 400, before authorisation. */
                tenantLocator: components["parameters"]["TenantLocator"];
                /** @description The webhook. */
                webhookLocator: string;
                /** @description The event. */
                eventLocator: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": Record<string, never>;
                };
            };
            400: components["responses"]["Problem"];
            401: components["responses"]["Problem"];
            403: components["responses"]["Problem"];
            404: components["responses"]["Problem"];
            500: components["responses"]["Problem"];
            503: components["responses"]["Problem"];
        };
    };
    unsuspendWebhook: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The tenant: a UUID, 8-4-4-4-12 hexadecimal digits (any case; lower case is the stored form). `urn:uuid:` and braced forms are refused with 400, before authorisation. */
                tenantLocator: components["parameters"]["TenantLocator"];
                /** @description The webhook. */
                webhookLocator: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success; no body. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["Problem"];
            401: components["responses"]["Problem"];
            403: components["responses"]["Problem"];
            404: components["responses"]["Problem"];
            500: components["responses"]["Problem"];
            503: components["responses"]["Problem"];
        };
    };
    getHealth: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HealthResponse"];
                };
            };
            500: components["responses"]["Problem"];
        };
    };
    getMetrics: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            400: components["responses"]["Problem"];
            401: components["responses"]["Problem"];
            403: components["responses"]["Problem"];
            500: components["responses"]["Problem"];
            503: components["responses"]["Problem"];
        };
    };
    getOpenApiSpec: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/yaml": string;
                };
            };
            500: components["responses"]["Problem"];
        };
    };
    getOpenApiJson: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        [key: string]: unknown;
                    };
                };
            };
            500: components["responses"]["Problem"];
        };
    };
    createPayment: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes this create safe to send again: a repeat with the same key and request within 24 hours is answered the first answer and does nothing; another request under the key is a 409. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @description The tenant: a UUID, 8-4-4-4-12 hexadecimal digits (any case; lower case is the stored form). `urn:uuid:` and braced forms are refused with 400, before authorisation. */
                tenantLocator: components["parameters"]["TenantLocator"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PaymentCreateRequest"];
            };
        };
        responses: {
            /** @description The payment. */
            200: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PaymentResponse"];
                };
            };
            400: components["responses"]["Problem"];
            401: components["responses"]["Problem"];
            403: components["responses"]["Problem"];
            404: components["responses"]["Problem"];
            409: components["responses"]["Problem"];
            413: components["responses"]["Problem"];
            415: components["responses"]["Problem"];
            422: components["responses"]["Problem"];
            500: components["responses"]["Problem"];
            503: components["responses"]["Problem"];
        };
    };
    fetchMultiplePayments: {
        parameters: {
            query?: {
                /** @description How many items to skip. */
                offset?: components["parameters"]["Offset"];
                /** @description How many items to return at most (1 to 1000). */
                count?: components["parameters"]["Count"];
                /** @description Only the payments of this account. */
                accountLocator?: string;
                /** @description Only the payments with this invoice, invoice item or account among their targets. */
                targetContainerLocator?: string;
                /** @description Absent or `true`: the list record with `listCompleted`. `false`: the bare array of items. */
                extended?: components["parameters"]["Extended"];
            };
            header?: never;
            path: {
                /** @description The tenant: a UUID, 8-4-4-4-12 hexadecimal digits (any case; lower case is the stored form). `urn:uuid:` and braced forms are refused with 400, before authorisation. */
                tenantLocator: components["parameters"]["TenantLocator"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The payments. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ListPageResponsePaymentResponse"] | components["schemas"]["PaymentResponse"][];
                };
            };
            400: components["responses"]["Problem"];
            401: components["responses"]["Problem"];
            403: components["responses"]["Problem"];
            404: components["responses"]["Problem"];
            500: components["responses"]["Problem"];
        };
    };
    fetchPaymentsWithNumber: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The tenant: a UUID, 8-4-4-4-12 hexadecimal digits (any case; lower case is the stored form). `urn:uuid:` and braced forms are refused with 400, before authorisation. */
                tenantLocator: components["parameters"]["TenantLocator"];
                /** @description The payment number. */
                paymentNumber: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The payments with the number. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PaymentResponse"][];
                };
            };
            400: components["responses"]["Problem"];
            401: components["responses"]["Problem"];
            403: components["responses"]["Problem"];
            404: components["responses"]["Problem"];
            500: components["responses"]["Problem"];
        };
    };
    fetchPayment: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The tenant: a UUID, 8-4-4-4-12 hexadecimal digits (any case; lower case is the stored form). `urn:uuid:` and braced forms are refused with 400, before authorisation. */
                tenantLocator: components["parameters"]["TenantLocator"];
                /** @description The locator of the payment. */
                locator: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The payment. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PaymentResponse"];
                };
            };
            400: components["responses"]["Problem"];
            401: components["responses"]["Problem"];
            403: components["responses"]["Problem"];
            404: components["responses"]["Problem"];
            500: components["responses"]["Problem"];
        };
    };
    updatePaymentOverwriteData: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The tenant: a UUID, 8-4-4-4-12 hexadecimal digits (any case; lower case is the stored form). `urn:uuid:` and braced forms are refused with 400, before authorisation. */
                tenantLocator: components["parameters"]["TenantLocator"];
                /** @description The locator of the payment. */
                locator: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PaymentCreateRequest"];
            };
        };
        responses: {
            /** @description The payment. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PaymentResponse"];
                };
            };
            400: components["responses"]["Problem"];
            401: components["responses"]["Problem"];
            403: components["responses"]["Problem"];
            404: components["responses"]["Problem"];
            409: components["responses"]["Problem"];
            413: components["responses"]["Problem"];
            415: components["responses"]["Problem"];
            422: components["responses"]["Problem"];
            500: components["responses"]["Problem"];
            503: components["responses"]["Problem"];
        };
    };
    updatePayment: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The tenant: a UUID, 8-4-4-4-12 hexadecimal digits (any case; lower case is the stored form). `urn:uuid:` and braced forms are refused with 400, before authorisation. */
                tenantLocator: components["parameters"]["TenantLocator"];
                /** @description The locator of the payment. */
                locator: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PaymentUpdateRequest"];
            };
        };
        responses: {
            /** @description The payment. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PaymentResponse"];
                };
            };
            400: components["responses"]["Problem"];
            401: components["responses"]["Problem"];
            403: components["responses"]["Problem"];
            404: components["responses"]["Problem"];
            409: components["responses"]["Problem"];
            413: components["responses"]["Problem"];
            415: components["responses"]["Problem"];
            422: components["responses"]["Problem"];
            500: components["responses"]["Problem"];
            503: components["responses"]["Problem"];
        };
    };
    cancelPayment: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The tenant: a UUID, 8-4-4-4-12 hexadecimal digits (any case; lower case is the stored form). `urn:uuid:` and braced forms are refused with 400, before authorisation. */
                tenantLocator: components["parameters"]["TenantLocator"];
                /** @description The locator of the payment. */
                locator: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The payment. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PaymentResponse"];
                };
            };
            400: components["responses"]["Problem"];
            401: components["responses"]["Problem"];
            403: components["responses"]["Problem"];
            404: components["responses"]["Problem"];
            409: components["responses"]["Problem"];
            422: components["responses"]["Problem"];
            500: components["responses"]["Problem"];
            503: components["responses"]["Problem"];
        };
    };
    discardPayment: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The tenant: a UUID, 8-4-4-4-12 hexadecimal digits (any case; lower case is the stored form). `urn:uuid:` and braced forms are refused with 400, before authorisation. */
                tenantLocator: components["parameters"]["TenantLocator"];
                /** @description The locator of the payment. */
                locator: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The payment. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PaymentResponse"];
                };
            };
            400: components["responses"]["Problem"];
            401: components["responses"]["Problem"];
            403: components["responses"]["Problem"];
            404: components["responses"]["Problem"];
            409: components["responses"]["Problem"];
            422: components["responses"]["Problem"];
            500: components["responses"]["Problem"];
            503: components["responses"]["Problem"];
        };
    };
    failPayment: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The tenant: a UUID, 8-4-4-4-12 hexadecimal digits (any case; lower case is the stored form). `urn:uuid:` and braced forms are refused with 400, before authorisation. */
                tenantLocator: components["parameters"]["TenantLocator"];
                /** @description The locator of the payment. */
                locator: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The payment. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PaymentResponse"];
                };
            };
            400: components["responses"]["Problem"];
            401: components["responses"]["Problem"];
            403: components["responses"]["Problem"];
            404: components["responses"]["Problem"];
            409: components["responses"]["Problem"];
            422: components["responses"]["Problem"];
            500: components["responses"]["Problem"];
            503: components["responses"]["Problem"];
        };
    };
    fetchInvoicesTargetedByAPayment: {
        parameters: {
            query?: {
                /** @description Also when the payment was reversed. */
                includeReversed?: boolean;
                /** @description How many items to skip. */
                offset?: components["parameters"]["Offset"];
                /** @description How many items to return at most (1 to 1000). */
                count?: components["parameters"]["Count"];
                /** @description Accepted for compatibility; the answer is the same. */
                extended?: boolean;
            };
            header?: never;
            path: {
                /** @description The tenant: a UUID, 8-4-4-4-12 hexadecimal digits (any case; lower case is the stored form). `urn:uuid:` and braced forms are refused with 400, before authorisation. */
                tenantLocator: components["parameters"]["TenantLocator"];
                /** @description The locator of the payment. */
                locator: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The invoices. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InvoiceListResponse"];
                };
            };
            400: components["responses"]["Problem"];
            401: components["responses"]["Problem"];
            403: components["responses"]["Problem"];
            404: components["responses"]["Problem"];
            500: components["responses"]["Problem"];
        };
    };
    postPayment: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The tenant: a UUID, 8-4-4-4-12 hexadecimal digits (any case; lower case is the stored form). `urn:uuid:` and braced forms are refused with 400, before authorisation. */
                tenantLocator: components["parameters"]["TenantLocator"];
                /** @description The locator of the payment. */
                locator: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The payment. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PaymentResponse"];
                };
            };
            400: components["responses"]["Problem"];
            401: components["responses"]["Problem"];
            403: components["responses"]["Problem"];
            404: components["responses"]["Problem"];
            409: components["responses"]["Problem"];
            422: components["responses"]["Problem"];
            500: components["responses"]["Problem"];
            503: components["responses"]["Problem"];
        };
    };
    resetPayment: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The tenant: a UUID, 8-4-4-4-12 hexadecimal digits (any case; lower case is the stored form). `urn:uuid:` and braced forms are refused with 400, before authorisation. */
                tenantLocator: components["parameters"]["TenantLocator"];
                /** @description The locator of the payment. */
                locator: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The payment. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PaymentResponse"];
                };
            };
            400: components["responses"]["Problem"];
            401: components["responses"]["Problem"];
            403: components["responses"]["Problem"];
            404: components["responses"]["Problem"];
            409: components["responses"]["Problem"];
            422: components["responses"]["Problem"];
            500: components["responses"]["Problem"];
            503: components["responses"]["Problem"];
        };
    };
    validatePayment: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The tenant: a UUID, 8-4-4-4-12 hexadecimal digits (any case; lower case is the stored form). `urn:uuid:` and braced forms are refused with 400, before authorisation. */
                tenantLocator: components["parameters"]["TenantLocator"];
                /** @description The locator of the payment. */
                locator: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The payment. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PaymentResponse"];
                };
            };
            400: components["responses"]["Problem"];
            401: components["responses"]["Problem"];
            403: components["responses"]["Problem"];
            404: components["responses"]["Problem"];
            409: components["responses"]["Problem"];
            422: components["responses"]["Problem"];
            500: components["responses"]["Problem"];
            503: components["responses"]["Problem"];
        };
    };
    reversePayment: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The tenant: a UUID, 8-4-4-4-12 hexadecimal digits (any case; lower case is the stored form). `urn:uuid:` and braced forms are refused with 400, before authorisation. */
                tenantLocator: components["parameters"]["TenantLocator"];
                /** @description The locator of the payment. */
                locator: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreditDistributionReverseRequest"];
            };
        };
        responses: {
            /** @description The payment. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PaymentResponse"];
                };
            };
            400: components["responses"]["Problem"];
            401: components["responses"]["Problem"];
            403: components["responses"]["Problem"];
            404: components["responses"]["Problem"];
            409: components["responses"]["Problem"];
            413: components["responses"]["Problem"];
            415: components["responses"]["Problem"];
            422: components["responses"]["Problem"];
            500: components["responses"]["Problem"];
            503: components["responses"]["Problem"];
        };
    };
    previewPaymentPost: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The tenant: a UUID, 8-4-4-4-12 hexadecimal digits (any case; lower case is the stored form). `urn:uuid:` and braced forms are refused with 400, before authorisation. */
                tenantLocator: components["parameters"]["TenantLocator"];
                /** @description The locator of the payment. */
                locator: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The preview. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PreviewPaymentResponse"];
                };
            };
            400: components["responses"]["Problem"];
            401: components["responses"]["Problem"];
            403: components["responses"]["Problem"];
            404: components["responses"]["Problem"];
            500: components["responses"]["Problem"];
        };
    };
    previewPaymentValidate: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The tenant: a UUID, 8-4-4-4-12 hexadecimal digits (any case; lower case is the stored form). `urn:uuid:` and braced forms are refused with 400, before authorisation. */
                tenantLocator: components["parameters"]["TenantLocator"];
                /** @description The locator of the payment. */
                locator: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The preview. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PreviewPaymentResponse"];
                };
            };
            400: components["responses"]["Problem"];
            401: components["responses"]["Problem"];
            403: components["responses"]["Problem"];
            404: components["responses"]["Problem"];
            500: components["responses"]["Problem"];
        };
    };
    fetchInvoicesForAccount: {
        parameters: {
            query?: {
                /** @description Include invoices whose total is zero. */
                includeZeroAmountInvoices?: boolean;
                /** @description How many items to skip. */
                offset?: components["parameters"]["Offset"];
                /** @description How many items to return at most (1 to 1000). */
                count?: components["parameters"]["Count"];
                /** @description Accepted for compatibility; the answer is the same. */
                extended?: boolean;
            };
            header?: never;
            path: {
                /** @description The tenant: a UUID, 8-4-4-4-12 hexadecimal digits (any case; lower case is the stored form). `urn:uuid:` and braced forms are refused with 400, before authorisation. */
                tenantLocator: components["parameters"]["TenantLocator"];
                /** @description The locator of the account. */
                accountLocator: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InvoiceListResponse"];
                };
            };
            400: components["responses"]["Problem"];
            401: components["responses"]["Problem"];
            403: components["responses"]["Problem"];
            404: components["responses"]["Problem"];
            500: components["responses"]["Problem"];
        };
    };
    initiateEarlyInvoicing: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The tenant: a UUID, 8-4-4-4-12 hexadecimal digits (any case; lower case is the stored form). `urn:uuid:` and braced forms are refused with 400, before authorisation. */
                tenantLocator: components["parameters"]["TenantLocator"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["EarlyInvoicingRequest"];
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EarlyInvoicingResponse"];
                };
            };
            400: components["responses"]["Problem"];
            401: components["responses"]["Problem"];
            403: components["responses"]["Problem"];
            404: components["responses"]["Problem"];
            409: components["responses"]["Problem"];
            413: components["responses"]["Problem"];
            415: components["responses"]["Problem"];
            422: components["responses"]["Problem"];
            500: components["responses"]["Problem"];
            503: components["responses"]["Problem"];
        };
    };
    fetchInvoiceWithNumber: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The tenant: a UUID, 8-4-4-4-12 hexadecimal digits (any case; lower case is the stored form). `urn:uuid:` and braced forms are refused with 400, before authorisation. */
                tenantLocator: components["parameters"]["TenantLocator"];
                /** @description The invoice number. */
                invoiceNumber: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InvoiceResponse"][];
                };
            };
            400: components["responses"]["Problem"];
            401: components["responses"]["Problem"];
            403: components["responses"]["Problem"];
            404: components["responses"]["Problem"];
            500: components["responses"]["Problem"];
        };
    };
    fetchInvoicesForPolicy: {
        parameters: {
            query?: {
                /** @description Include invoices whose total is zero. */
                includeZeroAmountInvoices?: boolean;
                /** @description How many items to skip. */
                offset?: components["parameters"]["Offset"];
                /** @description How many items to return at most (1 to 1000). */
                count?: components["parameters"]["Count"];
                /** @description Accepted for compatibility; the answer is the same. */
                extended?: boolean;
            };
            header?: never;
            path: {
                /** @description The tenant: a UUID, 8-4-4-4-12 hexadecimal digits (any case; lower case is the stored form). `urn:uuid:` and braced forms are refused with 400, before authorisation. */
                tenantLocator: components["parameters"]["TenantLocator"];
                /** @description The locator of the policy. */
                policyLocator: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InvoiceListResponse"];
                };
            };
            400: components["responses"]["Problem"];
            401: components["responses"]["Problem"];
            403: components["responses"]["Problem"];
            404: components["responses"]["Problem"];
            500: components["responses"]["Problem"];
        };
    };
    previewInvoicesForQuote: {
        parameters: {
            query?: {
                /** @description Include invoices whose total is zero. */
                includeZeroAmountInvoices?: boolean;
                /** @description How many invoices to answer at most (1 to 1000). */
                count?: number;
            };
            header?: never;
            path: {
                /** @description The tenant: a UUID, 8-4-4-4-12 hexadecimal digits (any case; lower case is the stored form). `urn:uuid:` and braced forms are refused with 400, before authorisation. */
                tenantLocator: components["parameters"]["TenantLocator"];
                /** @description The locator of the quote. */
                locator: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InvoicePreviewResponse"][];
                };
            };
            400: components["responses"]["Problem"];
            401: components["responses"]["Problem"];
            403: components["responses"]["Problem"];
            404: components["responses"]["Problem"];
            409: components["responses"]["Problem"];
            500: components["responses"]["Problem"];
        };
    };
    fetchInvoicesForQuote: {
        parameters: {
            query?: {
                /** @description Include invoices whose total is zero. */
                includeZeroAmountInvoices?: boolean;
                /** @description How many items to skip. */
                offset?: components["parameters"]["Offset"];
                /** @description How many items to return at most (1 to 1000). */
                count?: components["parameters"]["Count"];
                /** @description Accepted for compatibility; the answer is the same. */
                extended?: boolean;
            };
            header?: never;
            path: {
                /** @description The tenant: a UUID, 8-4-4-4-12 hexadecimal digits (any case; lower case is the stored form). `urn:uuid:` and braced forms are refused with 400, before authorisation. */
                tenantLocator: components["parameters"]["TenantLocator"];
                /** @description The locator of the quote. */
                quoteLocator: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InvoiceListResponse"];
                };
            };
            400: components["responses"]["Problem"];
            401: components["responses"]["Problem"];
            403: components["responses"]["Problem"];
            404: components["responses"]["Problem"];
            500: components["responses"]["Problem"];
        };
    };
    previewInvoicesForTransaction: {
        parameters: {
            query?: {
                /** @description Include invoices whose total is zero. */
                includeZeroAmountInvoices?: boolean;
                /** @description How many invoices to answer at most (1 to 1000). */
                count?: number;
            };
            header?: never;
            path: {
                /** @description The tenant: a UUID, 8-4-4-4-12 hexadecimal digits (any case; lower case is the stored form). `urn:uuid:` and braced forms are refused with 400, before authorisation. */
                tenantLocator: components["parameters"]["TenantLocator"];
                /** @description The locator of the transaction. */
                locator: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InvoicePreviewResponse"][];
                };
            };
            400: components["responses"]["Problem"];
            401: components["responses"]["Problem"];
            403: components["responses"]["Problem"];
            404: components["responses"]["Problem"];
            500: components["responses"]["Problem"];
        };
    };
    getInvoiceWithItems: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The tenant: a UUID, 8-4-4-4-12 hexadecimal digits (any case; lower case is the stored form). `urn:uuid:` and braced forms are refused with 400, before authorisation. */
                tenantLocator: components["parameters"]["TenantLocator"];
                /** @description The locator of the invoice. */
                locator: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InvoiceResponse"];
                };
            };
            400: components["responses"]["Problem"];
            401: components["responses"]["Problem"];
            403: components["responses"]["Problem"];
            404: components["responses"]["Problem"];
            500: components["responses"]["Problem"];
        };
    };
    updateInvoice: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The tenant: a UUID, 8-4-4-4-12 hexadecimal digits (any case; lower case is the stored form). `urn:uuid:` and braced forms are refused with 400, before authorisation. */
                tenantLocator: components["parameters"]["TenantLocator"];
                /** @description The locator of the invoice. */
                locator: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["InvoiceUpdateRequest"];
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InvoiceResponse"];
                };
            };
            400: components["responses"]["Problem"];
            401: components["responses"]["Problem"];
            403: components["responses"]["Problem"];
            404: components["responses"]["Problem"];
            409: components["responses"]["Problem"];
            413: components["responses"]["Problem"];
            415: components["responses"]["Problem"];
            422: components["responses"]["Problem"];
            500: components["responses"]["Problem"];
            503: components["responses"]["Problem"];
        };
    };
    fetchInvoiceDetails: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The tenant: a UUID, 8-4-4-4-12 hexadecimal digits (any case; lower case is the stored form). `urn:uuid:` and braced forms are refused with 400, before authorisation. */
                tenantLocator: components["parameters"]["TenantLocator"];
                /** @description The locator of the invoice. */
                locator: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InvoiceDetailsResponse"];
                };
            };
            400: components["responses"]["Problem"];
            401: components["responses"]["Problem"];
            403: components["responses"]["Problem"];
            404: components["responses"]["Problem"];
            500: components["responses"]["Problem"];
        };
    };
    generateInvoiceNumber: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The tenant: a UUID, 8-4-4-4-12 hexadecimal digits (any case; lower case is the stored form). `urn:uuid:` and braced forms are refused with 400, before authorisation. */
                tenantLocator: components["parameters"]["TenantLocator"];
                /** @description The locator of the invoice. */
                locator: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InvoiceResponse"];
                };
            };
            400: components["responses"]["Problem"];
            401: components["responses"]["Problem"];
            403: components["responses"]["Problem"];
            404: components["responses"]["Problem"];
            409: components["responses"]["Problem"];
            413: components["responses"]["Problem"];
            415: components["responses"]["Problem"];
            422: components["responses"]["Problem"];
            500: components["responses"]["Problem"];
            503: components["responses"]["Problem"];
        };
    };
    setInvoiceNumber: {
        parameters: {
            query: {
                /** @description The invoice number. */
                invoiceNumber: string;
            };
            header?: never;
            path: {
                /** @description The tenant: a UUID, 8-4-4-4-12 hexadecimal digits (any case; lower case is the stored form). `urn:uuid:` and braced forms are refused with 400, before authorisation. */
                tenantLocator: components["parameters"]["TenantLocator"];
                /** @description The locator of the invoice. */
                locator: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InvoiceResponse"];
                };
            };
            400: components["responses"]["Problem"];
            401: components["responses"]["Problem"];
            403: components["responses"]["Problem"];
            404: components["responses"]["Problem"];
            409: components["responses"]["Problem"];
            413: components["responses"]["Problem"];
            415: components["responses"]["Problem"];
            422: components["responses"]["Problem"];
            500: components["responses"]["Problem"];
            503: components["responses"]["Problem"];
        };
    };
    settleNegativeOrZeroInvoice: {
        parameters: {
            query?: {
                /** @description Accepted for compatibility; the answer is the same. */
                forced?: boolean;
            };
            header?: never;
            path: {
                /** @description The tenant: a UUID, 8-4-4-4-12 hexadecimal digits (any case; lower case is the stored form). `urn:uuid:` and braced forms are refused with 400, before authorisation. */
                tenantLocator: components["parameters"]["TenantLocator"];
                /** @description The locator of the invoice. */
                locator: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ListPageResponseCreditDistributionResponse"];
                };
            };
            400: components["responses"]["Problem"];
            401: components["responses"]["Problem"];
            403: components["responses"]["Problem"];
            404: components["responses"]["Problem"];
            409: components["responses"]["Problem"];
            413: components["responses"]["Problem"];
            415: components["responses"]["Problem"];
            422: components["responses"]["Problem"];
            500: components["responses"]["Problem"];
            503: components["responses"]["Problem"];
        };
    };
    writeOffInvoice: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The tenant: a UUID, 8-4-4-4-12 hexadecimal digits (any case; lower case is the stored form). `urn:uuid:` and braced forms are refused with 400, before authorisation. */
                tenantLocator: components["parameters"]["TenantLocator"];
                /** @description The locator of the invoice. */
                locator: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WriteOffResponse"];
                };
            };
            400: components["responses"]["Problem"];
            401: components["responses"]["Problem"];
            403: components["responses"]["Problem"];
            404: components["responses"]["Problem"];
            409: components["responses"]["Problem"];
            413: components["responses"]["Problem"];
            415: components["responses"]["Problem"];
            422: components["responses"]["Problem"];
            500: components["responses"]["Problem"];
            503: components["responses"]["Problem"];
        };
    };
    fetchPaymentsForAnInvoice: {
        parameters: {
            query?: {
                /** @description Also the payments that were reversed (left out unless true). */
                includeReversed?: boolean;
                /** @description How many items to skip. */
                offset?: components["parameters"]["Offset"];
                /** @description How many items to return at most (1 to 1000). */
                count?: components["parameters"]["Count"];
                /** @description Absent or `true`: the list record with `listCompleted`. `false`: the bare array of items. */
                extended?: components["parameters"]["Extended"];
            };
            header?: never;
            path: {
                /** @description The tenant: a UUID, 8-4-4-4-12 hexadecimal digits (any case; lower case is the stored form). `urn:uuid:` and braced forms are refused with 400, before authorisation. */
                tenantLocator: components["parameters"]["TenantLocator"];
                /** @description The locator of the invoice. */
                locator: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The payments. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PaymentListResponse"] | components["schemas"]["PaymentResponse"][];
                };
            };
            400: components["responses"]["Problem"];
            401: components["responses"]["Problem"];
            403: components["responses"]["Problem"];
            404: components["responses"]["Problem"];
            500: components["responses"]["Problem"];
        };
    };
    fetchAccountCredit: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The tenant: a UUID, 8-4-4-4-12 hexadecimal digits (any case; lower case is the stored form). `urn:uuid:` and braced forms are refused with 400, before authorisation. */
                tenantLocator: components["parameters"]["TenantLocator"];
                /** @description The locator of the account. */
                locator: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The account's credit. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AccountCreditResponse"];
                };
            };
            400: components["responses"]["Problem"];
            401: components["responses"]["Problem"];
            403: components["responses"]["Problem"];
            404: components["responses"]["Problem"];
            500: components["responses"]["Problem"];
        };
    };
    getDelinquenciesForAccount: {
        parameters: {
            query?: {
                /** @description How many items to skip. */
                offset?: components["parameters"]["Offset"];
                /** @description How many items to return at most (1 to 1000). */
                count?: components["parameters"]["Count"];
                /** @description Absent or `true`: the list record with `listCompleted`. `false`: the bare array of items. */
                extended?: components["parameters"]["Extended"];
            };
            header?: never;
            path: {
                /** @description The tenant: a UUID, 8-4-4-4-12 hexadecimal digits (any case; lower case is the stored form). `urn:uuid:` and braced forms are refused with 400, before authorisation. */
                tenantLocator: components["parameters"]["TenantLocator"];
                /** @description The locator of the account. */
                accountLocator: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The delinquencies. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DelinquencyListResponse"] | components["schemas"]["DelinquencyResponse"][];
                };
            };
            400: components["responses"]["Problem"];
            401: components["responses"]["Problem"];
            403: components["responses"]["Problem"];
            404: components["responses"]["Problem"];
            500: components["responses"]["Problem"];
        };
    };
    getDelinquenciesForInvoice: {
        parameters: {
            query?: {
                /** @description How many items to skip. */
                offset?: components["parameters"]["Offset"];
                /** @description How many items to return at most (1 to 1000). */
                count?: components["parameters"]["Count"];
                /** @description Absent or `true`: the list record with `listCompleted`. `false`: the bare array of items. */
                extended?: components["parameters"]["Extended"];
            };
            header?: never;
            path: {
                /** @description The tenant: a UUID, 8-4-4-4-12 hexadecimal digits (any case; lower case is the stored form). `urn:uuid:` and braced forms are refused with 400, before authorisation. */
                tenantLocator: components["parameters"]["TenantLocator"];
                /** @description The locator of the invoice. */
                invoiceLocator: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The delinquencies. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DelinquencyListResponse"] | components["schemas"]["DelinquencyResponse"][];
                };
            };
            400: components["responses"]["Problem"];
            401: components["responses"]["Problem"];
            403: components["responses"]["Problem"];
            404: components["responses"]["Problem"];
            500: components["responses"]["Problem"];
        };
    };
    getDelinquenciesForPolicy: {
        parameters: {
            query?: {
                /** @description How many items to skip. */
                offset?: components["parameters"]["Offset"];
                /** @description How many items to return at most (1 to 1000). */
                count?: components["parameters"]["Count"];
                /** @description Absent or `true`: the list record with `listCompleted`. `false`: the bare array of items. */
                extended?: components["parameters"]["Extended"];
            };
            header?: never;
            path: {
                /** @description The tenant: a UUID, 8-4-4-4-12 hexadecimal digits (any case; lower case is the stored form). `urn:uuid:` and braced forms are refused with 400, before authorisation. */
                tenantLocator: components["parameters"]["TenantLocator"];
                /** @description The locator of the policy. */
                policyLocator: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The delinquencies. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DelinquencyListResponse"] | components["schemas"]["DelinquencyResponse"][];
                };
            };
            400: components["responses"]["Problem"];
            401: components["responses"]["Problem"];
            403: components["responses"]["Problem"];
            404: components["responses"]["Problem"];
            500: components["responses"]["Problem"];
        };
    };
    fetchDelinquencyEvents: {
        parameters: {
            query?: {
                /** @description How many items to skip. */
                offset?: components["parameters"]["Offset"];
                /** @description How many items to return at most (1 to 1000). */
                count?: components["parameters"]["Count"];
            };
            header?: never;
            path: {
                /** @description The tenant: a UUID, 8-4-4-4-12 hexadecimal digits (any case; lower case is the stored form). `urn:uuid:` and braced forms are refused with 400, before authorisation. */
                tenantLocator: components["parameters"]["TenantLocator"];
                /** @description The locator of the delinquency. */
                delinquencyLocator: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The events. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DelinquencyEventsResponse"];
                };
            };
            400: components["responses"]["Problem"];
            401: components["responses"]["Problem"];
            403: components["responses"]["Problem"];
            404: components["responses"]["Problem"];
            500: components["responses"]["Problem"];
        };
    };
    getDelinquency: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The tenant: a UUID, 8-4-4-4-12 hexadecimal digits (any case; lower case is the stored form). `urn:uuid:` and braced forms are refused with 400, before authorisation. */
                tenantLocator: components["parameters"]["TenantLocator"];
                /** @description The locator of the delinquency. */
                locator: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The delinquency. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DelinquencyResponse"];
                };
            };
            400: components["responses"]["Problem"];
            401: components["responses"]["Problem"];
            403: components["responses"]["Problem"];
            404: components["responses"]["Problem"];
            500: components["responses"]["Problem"];
        };
    };
    updateDelinquency: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The tenant: a UUID, 8-4-4-4-12 hexadecimal digits (any case; lower case is the stored form). `urn:uuid:` and braced forms are refused with 400, before authorisation. */
                tenantLocator: components["parameters"]["TenantLocator"];
                /** @description The locator of the delinquency. */
                locator: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DelinquencyUpdateRequest"];
            };
        };
        responses: {
            /** @description The delinquency. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DelinquencyResponse"];
                };
            };
            400: components["responses"]["Problem"];
            401: components["responses"]["Problem"];
            403: components["responses"]["Problem"];
            404: components["responses"]["Problem"];
            409: components["responses"]["Problem"];
            413: components["responses"]["Problem"];
            415: components["responses"]["Problem"];
            422: components["responses"]["Problem"];
            500: components["responses"]["Problem"];
            503: components["responses"]["Problem"];
        };
    };
    inactivatePaymentProviderConfiguration: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The tenant: a UUID, 8-4-4-4-12 hexadecimal digits (any case; lower case is the stored form). `urn:uuid:` and braced forms are refused with 400, before authorisation. */
                tenantLocator: components["parameters"]["TenantLocator"];
                /** @description The locator of the payment provider configuration. */
                locator: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    Deprecation: components["headers"]["Deprecation"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PaymentProvider"];
                };
            };
            400: components["responses"]["Problem"];
            401: components["responses"]["Problem"];
            403: components["responses"]["Problem"];
            404: components["responses"]["Problem"];
            500: components["responses"]["Problem"];
            503: components["responses"]["Problem"];
        };
    };
    fetchLogsList: {
        parameters: {
            query?: {
                /** @description Only the logs of this request. */
                requestId?: string;
                /** @description Only the logs about this object (a quote). */
                objectLocator?: string;
                /** @description Only logs written at or after this time. */
                createdAtMin?: string;
                /** @description Only logs written at or before this time. */
                createdAtMax?: string;
                /** @description How many items to skip. */
                offset?: components["parameters"]["Offset"];
                /** @description How many items to return at most (1 to 1000). */
                count?: components["parameters"]["Count"];
                /** @description Absent or `true`: the list record with `listCompleted`. `false`: the bare array of items. */
                extended?: components["parameters"]["Extended"];
            };
            header?: never;
            path: {
                /** @description The tenant: a UUID, 8-4-4-4-12 hexadecimal digits (any case; lower case is the stored form). `urn:uuid:` and braced forms are refused with 400, before authorisation. */
                tenantLocator: components["parameters"]["TenantLocator"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PluginLogsListResponse"] | components["schemas"]["PluginLogsMetadata"][];
                };
            };
            400: components["responses"]["Problem"];
            401: components["responses"]["Problem"];
            403: components["responses"]["Problem"];
            404: components["responses"]["Problem"];
            500: components["responses"]["Problem"];
        };
    };
    fetchLogs: {
        parameters: {
            query?: never;
            header?: {
                /** @description Accepted for compatibility; the answer is not compressed. */
                "Accept-Encoding"?: string;
            };
            path: {
                /** @description The tenant: a UUID, 8-4-4-4-12 hexadecimal digits (any case; lower case is the stored form). `urn:uuid:` and braced forms are refused with 400, before authorisation. */
                tenantLocator: components["parameters"]["TenantLocator"];
                /** @description The locator of the plugin log. */
                locator: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StreamingResponseBody"];
                };
            };
            400: components["responses"]["Problem"];
            401: components["responses"]["Problem"];
            403: components["responses"]["Problem"];
            404: components["responses"]["Problem"];
            500: components["responses"]["Problem"];
        };
    };
    fetchChargesByAccount: {
        parameters: {
            query?: {
                /** @description How many items to skip. */
                offset?: components["parameters"]["Offset"];
                /** @description How many items to return at most (1 to 1000). */
                count?: components["parameters"]["Count"];
            };
            header?: never;
            path: {
                /** @description The tenant: a UUID, 8-4-4-4-12 hexadecimal digits (any case; lower case is the stored form). `urn:uuid:` and braced forms are refused with 400, before authorisation. */
                tenantLocator: components["parameters"]["TenantLocator"];
                /** @description The locator of the account. */
                accountLocator: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ListPageResponseChargeResponse"];
                };
            };
            400: components["responses"]["Problem"];
            401: components["responses"]["Problem"];
            403: components["responses"]["Problem"];
            404: components["responses"]["Problem"];
            500: components["responses"]["Problem"];
        };
    };
    fetchInstallmentLatticesByPolicyLocator: {
        parameters: {
            query?: {
                /** @description How many items to skip. */
                offset?: components["parameters"]["Offset"];
                /** @description How many items to return at most (1 to 1000). */
                count?: components["parameters"]["Count"];
                /** @description Accepted for compatibility; the answer is the same. */
                extended?: boolean;
            };
            header?: never;
            path: {
                /** @description The tenant: a UUID, 8-4-4-4-12 hexadecimal digits (any case; lower case is the stored form). `urn:uuid:` and braced forms are refused with 400, before authorisation. */
                tenantLocator: components["parameters"]["TenantLocator"];
                /** @description The locator of the policy. */
                policyLocator: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InstallmentLatticeListResponse"];
                };
            };
            400: components["responses"]["Problem"];
            401: components["responses"]["Problem"];
            403: components["responses"]["Problem"];
            404: components["responses"]["Problem"];
            500: components["responses"]["Problem"];
        };
    };
    fetchLatestInstallmentLatticeByQuoteLocator: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The tenant: a UUID, 8-4-4-4-12 hexadecimal digits (any case; lower case is the stored form). `urn:uuid:` and braced forms are refused with 400, before authorisation. */
                tenantLocator: components["parameters"]["TenantLocator"];
                /** @description The locator of the quote. */
                quoteLocator: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InstallmentLatticeResponse"];
                };
            };
            400: components["responses"]["Problem"];
            401: components["responses"]["Problem"];
            403: components["responses"]["Problem"];
            404: components["responses"]["Problem"];
            409: components["responses"]["Problem"];
            500: components["responses"]["Problem"];
        };
    };
    fetchInstallmentLatticeByLocator: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The tenant: a UUID, 8-4-4-4-12 hexadecimal digits (any case; lower case is the stored form). `urn:uuid:` and braced forms are refused with 400, before authorisation. */
                tenantLocator: components["parameters"]["TenantLocator"];
                /** @description The locator of the installment lattice. */
                installmentLatticeLocator: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InstallmentLatticeResponse"];
                };
            };
            400: components["responses"]["Problem"];
            401: components["responses"]["Problem"];
            403: components["responses"]["Problem"];
            404: components["responses"]["Problem"];
            500: components["responses"]["Problem"];
        };
    };
    fetchInstallmentsForPolicy: {
        parameters: {
            query?: {
                /** @description How many items to skip. */
                offset?: components["parameters"]["Offset"];
                /** @description How many items to return at most (1 to 1000). */
                count?: components["parameters"]["Count"];
                /** @description Accepted for compatibility; the answer is the same. */
                extended?: boolean;
            };
            header?: never;
            path: {
                /** @description The tenant: a UUID, 8-4-4-4-12 hexadecimal digits (any case; lower case is the stored form). `urn:uuid:` and braced forms are refused with 400, before authorisation. */
                tenantLocator: components["parameters"]["TenantLocator"];
                /** @description The locator of the policy. */
                policyLocator: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InstallmentListResponse"];
                };
            };
            400: components["responses"]["Problem"];
            401: components["responses"]["Problem"];
            403: components["responses"]["Problem"];
            404: components["responses"]["Problem"];
            500: components["responses"]["Problem"];
        };
    };
    fetchInstallmentsForQuote: {
        parameters: {
            query?: {
                /** @description How many items to skip. */
                offset?: components["parameters"]["Offset"];
                /** @description How many items to return at most (1 to 1000). */
                count?: components["parameters"]["Count"];
                /** @description Accepted for compatibility; the answer is the same. */
                extended?: boolean;
            };
            header?: never;
            path: {
                /** @description The tenant: a UUID, 8-4-4-4-12 hexadecimal digits (any case; lower case is the stored form). `urn:uuid:` and braced forms are refused with 400, before authorisation. */
                tenantLocator: components["parameters"]["TenantLocator"];
                /** @description The locator of the quote. */
                quoteLocator: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InstallmentListResponse"];
                };
            };
            400: components["responses"]["Problem"];
            401: components["responses"]["Problem"];
            403: components["responses"]["Problem"];
            404: components["responses"]["Problem"];
            409: components["responses"]["Problem"];
            500: components["responses"]["Problem"];
        };
    };
    fetchInstallmentsForPolicyTransaction: {
        parameters: {
            query?: {
                /** @description How many items to skip. */
                offset?: components["parameters"]["Offset"];
                /** @description How many items to return at most (1 to 1000). */
                count?: components["parameters"]["Count"];
                /** @description Accepted for compatibility; the answer is the same. */
                extended?: boolean;
            };
            header?: never;
            path: {
                /** @description The tenant: a UUID, 8-4-4-4-12 hexadecimal digits (any case; lower case is the stored form). `urn:uuid:` and braced forms are refused with 400, before authorisation. */
                tenantLocator: components["parameters"]["TenantLocator"];
                /** @description The locator of the transaction. */
                transactionLocator: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InstallmentListResponse"];
                };
            };
            400: components["responses"]["Problem"];
            401: components["responses"]["Problem"];
            403: components["responses"]["Problem"];
            404: components["responses"]["Problem"];
            500: components["responses"]["Problem"];
        };
    };
    fetchInstallmentByLocator: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The tenant: a UUID, 8-4-4-4-12 hexadecimal digits (any case; lower case is the stored form). `urn:uuid:` and braced forms are refused with 400, before authorisation. */
                tenantLocator: components["parameters"]["TenantLocator"];
                /** @description The locator of the installment. */
                installmentLocator: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Installment"];
                };
            };
            400: components["responses"]["Problem"];
            401: components["responses"]["Problem"];
            403: components["responses"]["Problem"];
            404: components["responses"]["Problem"];
            500: components["responses"]["Problem"];
        };
    };
    fetchChargesByPolicy: {
        parameters: {
            query?: {
                /** @description How many items to skip. */
                offset?: components["parameters"]["Offset"];
                /** @description How many items to return at most (1 to 1000). */
                count?: components["parameters"]["Count"];
            };
            header?: never;
            path: {
                /** @description The tenant: a UUID, 8-4-4-4-12 hexadecimal digits (any case; lower case is the stored form). `urn:uuid:` and braced forms are refused with 400, before authorisation. */
                tenantLocator: components["parameters"]["TenantLocator"];
                /** @description The locator of the policy. */
                policyLocator: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ListPageResponseChargeResponse"];
                };
            };
            400: components["responses"]["Problem"];
            401: components["responses"]["Problem"];
            403: components["responses"]["Problem"];
            404: components["responses"]["Problem"];
            500: components["responses"]["Problem"];
        };
    };
    fetchChargesByTransaction: {
        parameters: {
            query?: {
                /** @description Accepted for compatibility: every charge of the transaction is answered. */
                includeAll?: boolean;
                /** @description How many items to skip. */
                offset?: components["parameters"]["Offset"];
                /** @description How many items to return at most (1 to 1000). */
                count?: components["parameters"]["Count"];
            };
            header?: never;
            path: {
                /** @description The tenant: a UUID, 8-4-4-4-12 hexadecimal digits (any case; lower case is the stored form). `urn:uuid:` and braced forms are refused with 400, before authorisation. */
                tenantLocator: components["parameters"]["TenantLocator"];
                /** @description The locator of the transaction. */
                transactionLocator: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ListPageResponseChargeResponse"];
                };
            };
            400: components["responses"]["Problem"];
            401: components["responses"]["Problem"];
            403: components["responses"]["Problem"];
            404: components["responses"]["Problem"];
            500: components["responses"]["Problem"];
        };
    };
    createAutoRenewal: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes this create safe to send again: a repeat with the same key and request within 24 hours is answered the first answer and does nothing; another request under the key is a 409. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @description The tenant: a UUID, 8-4-4-4-12 hexadecimal digits (any case; lower case is the stored form). `urn:uuid:` and braced forms are refused with 400, before authorisation. */
                tenantLocator: components["parameters"]["TenantLocator"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AutoRenewalCreateRequest"];
            };
        };
        responses: {
            /** @description The auto-renewal. */
            200: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AutoRenewalResponse"];
                };
            };
            400: components["responses"]["Problem"];
            401: components["responses"]["Problem"];
            403: components["responses"]["Problem"];
            404: components["responses"]["Problem"];
            409: components["responses"]["Problem"];
            413: components["responses"]["Problem"];
            415: components["responses"]["Problem"];
            422: components["responses"]["Problem"];
            500: components["responses"]["Problem"];
            503: components["responses"]["Problem"];
        };
    };
    fetchAutoRenewal: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The tenant: a UUID, 8-4-4-4-12 hexadecimal digits (any case; lower case is the stored form). `urn:uuid:` and braced forms are refused with 400, before authorisation. */
                tenantLocator: components["parameters"]["TenantLocator"];
                /** @description The locator of the auto-renewal. */
                locator: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The auto-renewal. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AutoRenewalResponse"];
                };
            };
            400: components["responses"]["Problem"];
            401: components["responses"]["Problem"];
            403: components["responses"]["Problem"];
            404: components["responses"]["Problem"];
            500: components["responses"]["Problem"];
        };
    };
    putAutoRenewal: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The tenant: a UUID, 8-4-4-4-12 hexadecimal digits (any case; lower case is the stored form). `urn:uuid:` and braced forms are refused with 400, before authorisation. */
                tenantLocator: components["parameters"]["TenantLocator"];
                /** @description The locator of the auto-renewal. */
                locator: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AutoRenewalPutRequest"];
            };
        };
        responses: {
            /** @description The auto-renewal. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AutoRenewalResponse"];
                };
            };
            400: components["responses"]["Problem"];
            401: components["responses"]["Problem"];
            403: components["responses"]["Problem"];
            404: components["responses"]["Problem"];
            409: components["responses"]["Problem"];
            413: components["responses"]["Problem"];
            415: components["responses"]["Problem"];
            422: components["responses"]["Problem"];
            500: components["responses"]["Problem"];
            503: components["responses"]["Problem"];
        };
    };
    updateAutoRenewal: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The tenant: a UUID, 8-4-4-4-12 hexadecimal digits (any case; lower case is the stored form). `urn:uuid:` and braced forms are refused with 400, before authorisation. */
                tenantLocator: components["parameters"]["TenantLocator"];
                /** @description The locator of the auto-renewal. */
                locator: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AutoRenewalUpdateRequest"];
            };
        };
        responses: {
            /** @description The auto-renewal. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AutoRenewalResponse"];
                };
            };
            400: components["responses"]["Problem"];
            401: components["responses"]["Problem"];
            403: components["responses"]["Problem"];
            404: components["responses"]["Problem"];
            409: components["responses"]["Problem"];
            413: components["responses"]["Problem"];
            415: components["responses"]["Problem"];
            422: components["responses"]["Problem"];
            500: components["responses"]["Problem"];
            503: components["responses"]["Problem"];
        };
    };
    reactivateAutoRenewal: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The tenant: a UUID, 8-4-4-4-12 hexadecimal digits (any case; lower case is the stored form). `urn:uuid:` and braced forms are refused with 400, before authorisation. */
                tenantLocator: components["parameters"]["TenantLocator"];
                /** @description The locator of the auto-renewal. */
                locator: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The auto-renewal. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AutoRenewalResponse"];
                };
            };
            400: components["responses"]["Problem"];
            401: components["responses"]["Problem"];
            403: components["responses"]["Problem"];
            404: components["responses"]["Problem"];
            409: components["responses"]["Problem"];
            413: components["responses"]["Problem"];
            415: components["responses"]["Problem"];
            422: components["responses"]["Problem"];
            500: components["responses"]["Problem"];
            503: components["responses"]["Problem"];
        };
    };
    discardAutoRenewal: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The tenant: a UUID, 8-4-4-4-12 hexadecimal digits (any case; lower case is the stored form). `urn:uuid:` and braced forms are refused with 400, before authorisation. */
                tenantLocator: components["parameters"]["TenantLocator"];
                /** @description The locator of the auto-renewal. */
                locator: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The auto-renewal. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AutoRenewalResponse"];
                };
            };
            400: components["responses"]["Problem"];
            401: components["responses"]["Problem"];
            403: components["responses"]["Problem"];
            404: components["responses"]["Problem"];
            409: components["responses"]["Problem"];
            413: components["responses"]["Problem"];
            415: components["responses"]["Problem"];
            422: components["responses"]["Problem"];
            500: components["responses"]["Problem"];
            503: components["responses"]["Problem"];
        };
    };
    markPolicyForDoNotRenew: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The tenant: a UUID, 8-4-4-4-12 hexadecimal digits (any case; lower case is the stored form). `urn:uuid:` and braced forms are refused with 400, before authorisation. */
                tenantLocator: components["parameters"]["TenantLocator"];
                /** @description The locator of the auto-renewal. */
                locator: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The auto-renewal. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AutoRenewalResponse"];
                };
            };
            400: components["responses"]["Problem"];
            401: components["responses"]["Problem"];
            403: components["responses"]["Problem"];
            404: components["responses"]["Problem"];
            409: components["responses"]["Problem"];
            413: components["responses"]["Problem"];
            415: components["responses"]["Problem"];
            422: components["responses"]["Problem"];
            500: components["responses"]["Problem"];
            503: components["responses"]["Problem"];
        };
    };
    createAccount: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes this create safe to send again: a repeat with the same key and request within 24 hours is answered the first answer and does nothing; another request under the key is a 409. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @description The tenant: a UUID, 8-4-4-4-12 hexadecimal digits (any case; lower case is the stored form). `urn:uuid:` and braced forms are refused with 400, before authorisation. */
                tenantLocator: components["parameters"]["TenantLocator"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AccountCreateRequest"];
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AccountResponse"];
                };
            };
            400: components["responses"]["Problem"];
            401: components["responses"]["Problem"];
            403: components["responses"]["Problem"];
            404: components["responses"]["Problem"];
            409: components["responses"]["Problem"];
            413: components["responses"]["Problem"];
            415: components["responses"]["Problem"];
            422: components["responses"]["Problem"];
            500: components["responses"]["Problem"];
            503: components["responses"]["Problem"];
        };
    };
    fetchAccount: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The tenant: a UUID, 8-4-4-4-12 hexadecimal digits (any case; lower case is the stored form). `urn:uuid:` and braced forms are refused with 400, before authorisation. */
                tenantLocator: components["parameters"]["TenantLocator"];
                /** @description The locator of the account. */
                locator: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AccountResponse"];
                };
            };
            400: components["responses"]["Problem"];
            401: components["responses"]["Problem"];
            403: components["responses"]["Problem"];
            404: components["responses"]["Problem"];
            500: components["responses"]["Problem"];
        };
    };
    updateAccount: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The tenant: a UUID, 8-4-4-4-12 hexadecimal digits (any case; lower case is the stored form). `urn:uuid:` and braced forms are refused with 400, before authorisation. */
                tenantLocator: components["parameters"]["TenantLocator"];
                /** @description The locator of the account. */
                locator: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AccountUpdateRequest"];
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AccountResponse"];
                };
            };
            400: components["responses"]["Problem"];
            401: components["responses"]["Problem"];
            403: components["responses"]["Problem"];
            404: components["responses"]["Problem"];
            413: components["responses"]["Problem"];
            415: components["responses"]["Problem"];
            422: components["responses"]["Problem"];
            500: components["responses"]["Problem"];
            503: components["responses"]["Problem"];
        };
    };
    fetchDependencyMapForAccount: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The tenant: a UUID, 8-4-4-4-12 hexadecimal digits (any case; lower case is the stored form). `urn:uuid:` and braced forms are refused with 400, before authorisation. */
                tenantLocator: components["parameters"]["TenantLocator"];
                /** @description The locator of the account. */
                locator: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        [key: string]: {
                            [key: string]: components["schemas"]["ConstraintDependency"];
                        };
                    };
                };
            };
            400: components["responses"]["Problem"];
            401: components["responses"]["Problem"];
            403: components["responses"]["Problem"];
            404: components["responses"]["Problem"];
            500: components["responses"]["Problem"];
        };
    };
    evaluateConstraintsForAccount: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The tenant: a UUID, 8-4-4-4-12 hexadecimal digits (any case; lower case is the stored form). `urn:uuid:` and braced forms are refused with 400, before authorisation. */
                tenantLocator: components["parameters"]["TenantLocator"];
                /** @description The locator of the account. */
                locator: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    [key: string]: {
                        [key: string]: string;
                    };
                };
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        [key: string]: {
                            [key: string]: string[];
                        };
                    };
                };
            };
            400: components["responses"]["Problem"];
            401: components["responses"]["Problem"];
            403: components["responses"]["Problem"];
            404: components["responses"]["Problem"];
            413: components["responses"]["Problem"];
            415: components["responses"]["Problem"];
            422: components["responses"]["Problem"];
            500: components["responses"]["Problem"];
        };
    };
    fetchPoliciesForAccount: {
        parameters: {
            query?: {
                /** @description How many items to skip. */
                offset?: components["parameters"]["Offset"];
                /** @description How many items to return at most (1 to 1000). */
                count?: components["parameters"]["Count"];
                /** @description Accepted for compatibility; static data is not kept apart, so it changes nothing. */
                includeStaticData?: boolean;
                /** @description Absent or `true`: the list record with `listCompleted`. `false`: the bare array of items. */
                extended?: components["parameters"]["Extended"];
            };
            header?: never;
            path: {
                /** @description The tenant: a UUID, 8-4-4-4-12 hexadecimal digits (any case; lower case is the stored form). `urn:uuid:` and braced forms are refused with 400, before authorisation. */
                tenantLocator: components["parameters"]["TenantLocator"];
                /** @description The locator of the account. */
                locator: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PolicyListResponse"] | components["schemas"]["PolicyResponse"][];
                };
            };
            400: components["responses"]["Problem"];
            401: components["responses"]["Problem"];
            403: components["responses"]["Problem"];
            404: components["responses"]["Problem"];
            500: components["responses"]["Problem"];
        };
    };
    fetchQuotesForAccount: {
        parameters: {
            query?: {
                /** @description How many items to skip. */
                offset?: components["parameters"]["Offset"];
                /** @description How many items to return at most (1 to 1000). */
                count?: components["parameters"]["Count"];
                /** @description Accepted for compatibility; static data is not kept apart, so it changes nothing. */
                includeStaticData?: boolean;
                /** @description Absent or `true`: the list record with `listCompleted`. `false`: the bare array of items. */
                extended?: components["parameters"]["Extended"];
            };
            header?: never;
            path: {
                /** @description The tenant: a UUID, 8-4-4-4-12 hexadecimal digits (any case; lower case is the stored form). `urn:uuid:` and braced forms are refused with 400, before authorisation. */
                tenantLocator: components["parameters"]["TenantLocator"];
                /** @description The locator of the account. */
                locator: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["QuoteListResponse"] | components["schemas"]["QuoteResponse"][];
                };
            };
            400: components["responses"]["Problem"];
            401: components["responses"]["Problem"];
            403: components["responses"]["Problem"];
            404: components["responses"]["Problem"];
            500: components["responses"]["Problem"];
        };
    };
    fetchPoliciesWithNumber: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The tenant: a UUID, 8-4-4-4-12 hexadecimal digits (any case; lower case is the stored form). `urn:uuid:` and braced forms are refused with 400, before authorisation. */
                tenantLocator: components["parameters"]["TenantLocator"];
                /** @description The policy number. */
                policyNumber: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PolicyResponse"][];
                };
            };
            400: components["responses"]["Problem"];
            401: components["responses"]["Problem"];
            403: components["responses"]["Problem"];
            404: components["responses"]["Problem"];
            500: components["responses"]["Problem"];
        };
    };
    fetchMultipleSnapshots: {
        parameters: {
            query?: {
                /** @description How many items to skip. */
                offset?: components["parameters"]["Offset"];
                /** @description How many items to return at most (1 to 1000). */
                count?: components["parameters"]["Count"];
            };
            header?: never;
            path: {
                /** @description The tenant: a UUID, 8-4-4-4-12 hexadecimal digits (any case; lower case is the stored form). `urn:uuid:` and braced forms are refused with 400, before authorisation. */
                tenantLocator: components["parameters"]["TenantLocator"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    Deprecation: components["headers"]["Deprecation"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PolicySnapshotResponse"][];
                };
            };
            400: components["responses"]["Problem"];
            401: components["responses"]["Problem"];
            403: components["responses"]["Problem"];
            404: components["responses"]["Problem"];
            500: components["responses"]["Problem"];
        };
    };
    fetchPolicy: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The tenant: a UUID, 8-4-4-4-12 hexadecimal digits (any case; lower case is the stored form). `urn:uuid:` and braced forms are refused with 400, before authorisation. */
                tenantLocator: components["parameters"]["TenantLocator"];
                /** @description The locator of the policy. */
                locator: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PolicyResponse"];
                };
            };
            400: components["responses"]["Problem"];
            401: components["responses"]["Problem"];
            403: components["responses"]["Problem"];
            404: components["responses"]["Problem"];
            500: components["responses"]["Problem"];
        };
    };
    getTransactionsBranchesByPolicy: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The tenant: a UUID, 8-4-4-4-12 hexadecimal digits (any case; lower case is the stored form). `urn:uuid:` and braced forms are refused with 400, before authorisation. */
                tenantLocator: components["parameters"]["TenantLocator"];
                /** @description The locator of the policy. */
                locator: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        [key: string]: components["schemas"]["PolicyTransactionResponse"][];
                    };
                };
            };
            400: components["responses"]["Problem"];
            401: components["responses"]["Problem"];
            403: components["responses"]["Problem"];
            404: components["responses"]["Problem"];
            500: components["responses"]["Problem"];
        };
    };
    cancelPolicy: {
        parameters: {
            query?: {
                /** @description The issued transaction the new one builds on; it must be the policy's latest (the default). */
                baseLocator?: string;
            };
            header?: never;
            path: {
                /** @description The tenant: a UUID, 8-4-4-4-12 hexadecimal digits (any case; lower case is the stored form). `urn:uuid:` and braced forms are refused with 400, before authorisation. */
                tenantLocator: components["parameters"]["TenantLocator"];
                /** @description The locator of the policy. */
                locator: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ParamsChangeInstructionCreateRequest"];
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PolicyTransactionResponse"];
                };
            };
            400: components["responses"]["Problem"];
            401: components["responses"]["Problem"];
            403: components["responses"]["Problem"];
            404: components["responses"]["Problem"];
            409: components["responses"]["Problem"];
            413: components["responses"]["Problem"];
            415: components["responses"]["Problem"];
            422: components["responses"]["Problem"];
            500: components["responses"]["Problem"];
            503: components["responses"]["Problem"];
        };
    };
    changePolicy: {
        parameters: {
            query?: {
                /** @description The issued transaction the new one builds on; it must be the policy's latest (the default). */
                baseLocator?: string;
            };
            header?: never;
            path: {
                /** @description The tenant: a UUID, 8-4-4-4-12 hexadecimal digits (any case; lower case is the stored form). `urn:uuid:` and braced forms are refused with 400, before authorisation. */
                tenantLocator: components["parameters"]["TenantLocator"];
                /** @description The locator of the policy. */
                locator: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": (components["schemas"]["AddChangeInstructionCreateRequest"] | components["schemas"]["DeleteChangeInstructionCreateRequest"] | components["schemas"]["ModifyChangeInstructionCreateRequest"] | components["schemas"]["ParamsChangeInstructionCreateRequest"] | components["schemas"]["TransactionDataChangeInstructionCreateRequest"])[];
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PolicyTransactionResponse"];
                };
            };
            400: components["responses"]["Problem"];
            401: components["responses"]["Problem"];
            403: components["responses"]["Problem"];
            404: components["responses"]["Problem"];
            409: components["responses"]["Problem"];
            413: components["responses"]["Problem"];
            415: components["responses"]["Problem"];
            422: components["responses"]["Problem"];
            500: components["responses"]["Problem"];
            503: components["responses"]["Problem"];
        };
    };
    fetchIssuedTransactions: {
        parameters: {
            query?: {
                /** @description How many items to skip. */
                offset?: components["parameters"]["Offset"];
                /** @description How many items to return at most (1 to 1000). */
                count?: components["parameters"]["Count"];
                /** @description Accepted for compatibility; the answer is the same. */
                extended?: boolean;
            };
            header?: never;
            path: {
                /** @description The tenant: a UUID, 8-4-4-4-12 hexadecimal digits (any case; lower case is the stored form). `urn:uuid:` and braced forms are refused with 400, before authorisation. */
                tenantLocator: components["parameters"]["TenantLocator"];
                /** @description The locator of the policy. */
                locator: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PolicyTransactionListResponse"];
                };
            };
            400: components["responses"]["Problem"];
            401: components["responses"]["Problem"];
            403: components["responses"]["Problem"];
            404: components["responses"]["Problem"];
            500: components["responses"]["Problem"];
        };
    };
    generatePolicyNumber: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The tenant: a UUID, 8-4-4-4-12 hexadecimal digits (any case; lower case is the stored form). `urn:uuid:` and braced forms are refused with 400, before authorisation. */
                tenantLocator: components["parameters"]["TenantLocator"];
                /** @description The locator of the policy. */
                locator: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PolicyResponse"];
                };
            };
            400: components["responses"]["Problem"];
            401: components["responses"]["Problem"];
            403: components["responses"]["Problem"];
            404: components["responses"]["Problem"];
            409: components["responses"]["Problem"];
            422: components["responses"]["Problem"];
            500: components["responses"]["Problem"];
            503: components["responses"]["Problem"];
        };
    };
    setPolicyNumber: {
        parameters: {
            query: {
                /** @description The number to give the policy. */
                policyNumber: string;
            };
            header?: never;
            path: {
                /** @description The tenant: a UUID, 8-4-4-4-12 hexadecimal digits (any case; lower case is the stored form). `urn:uuid:` and braced forms are refused with 400, before authorisation. */
                tenantLocator: components["parameters"]["TenantLocator"];
                /** @description The locator of the policy. */
                locator: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PolicyResponse"];
                };
            };
            400: components["responses"]["Problem"];
            401: components["responses"]["Problem"];
            403: components["responses"]["Problem"];
            404: components["responses"]["Problem"];
            409: components["responses"]["Problem"];
            422: components["responses"]["Problem"];
            500: components["responses"]["Problem"];
            503: components["responses"]["Problem"];
        };
    };
    reinstatePolicy: {
        parameters: {
            query?: {
                /** @description The issued transaction the new one builds on; it must be the policy's latest (the default). */
                baseLocator?: string;
            };
            header?: never;
            path: {
                /** @description The tenant: a UUID, 8-4-4-4-12 hexadecimal digits (any case; lower case is the stored form). `urn:uuid:` and braced forms are refused with 400, before authorisation. */
                tenantLocator: components["parameters"]["TenantLocator"];
                /** @description The locator of the policy. */
                locator: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": (components["schemas"]["AddChangeInstructionCreateRequest"] | components["schemas"]["DeleteChangeInstructionCreateRequest"] | components["schemas"]["ModifyChangeInstructionCreateRequest"] | components["schemas"]["ParamsChangeInstructionCreateRequest"] | components["schemas"]["TransactionDataChangeInstructionCreateRequest"])[];
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PolicyTransactionResponse"];
                };
            };
            400: components["responses"]["Problem"];
            401: components["responses"]["Problem"];
            403: components["responses"]["Problem"];
            404: components["responses"]["Problem"];
            409: components["responses"]["Problem"];
            413: components["responses"]["Problem"];
            415: components["responses"]["Problem"];
            422: components["responses"]["Problem"];
            500: components["responses"]["Problem"];
            503: components["responses"]["Problem"];
        };
    };
    renewPolicy: {
        parameters: {
            query?: {
                /** @description The issued transaction the new one builds on; it must be the policy's latest (the default). */
                baseLocator?: string;
            };
            header?: never;
            path: {
                /** @description The tenant: a UUID, 8-4-4-4-12 hexadecimal digits (any case; lower case is the stored form). `urn:uuid:` and braced forms are refused with 400, before authorisation. */
                tenantLocator: components["parameters"]["TenantLocator"];
                /** @description The locator of the policy. */
                locator: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": (components["schemas"]["AddChangeInstructionCreateRequest"] | components["schemas"]["DeleteChangeInstructionCreateRequest"] | components["schemas"]["ModifyChangeInstructionCreateRequest"] | components["schemas"]["ParamsChangeInstructionCreateRequest"] | components["schemas"]["TransactionDataChangeInstructionCreateRequest"])[];
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PolicyTransactionResponse"];
                };
            };
            400: components["responses"]["Problem"];
            401: components["responses"]["Problem"];
            403: components["responses"]["Problem"];
            404: components["responses"]["Problem"];
            409: components["responses"]["Problem"];
            413: components["responses"]["Problem"];
            415: components["responses"]["Problem"];
            422: components["responses"]["Problem"];
            500: components["responses"]["Problem"];
            503: components["responses"]["Problem"];
        };
    };
    updatePolicyDelinquencyPlan: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The tenant: a UUID, 8-4-4-4-12 hexadecimal digits (any case; lower case is the stored form). `urn:uuid:` and braced forms are refused with 400, before authorisation. */
                tenantLocator: components["parameters"]["TenantLocator"];
                /** @description The locator of the policy. */
                locator: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DelinquencyPlanUpdateRequest"];
            };
        };
        responses: {
            /** @description The policy. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PolicyResponse"];
                };
            };
            400: components["responses"]["Problem"];
            401: components["responses"]["Problem"];
            403: components["responses"]["Problem"];
            404: components["responses"]["Problem"];
            409: components["responses"]["Problem"];
            413: components["responses"]["Problem"];
            415: components["responses"]["Problem"];
            422: components["responses"]["Problem"];
            500: components["responses"]["Problem"];
            503: components["responses"]["Problem"];
        };
    };
    updateQuoteDelinquencyPlan: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The tenant: a UUID, 8-4-4-4-12 hexadecimal digits (any case; lower case is the stored form). `urn:uuid:` and braced forms are refused with 400, before authorisation. */
                tenantLocator: components["parameters"]["TenantLocator"];
                /** @description The locator of the quote. */
                locator: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DelinquencyPlanUpdateRequest"];
            };
        };
        responses: {
            /** @description The quote. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["QuoteResponse"];
                };
            };
            400: components["responses"]["Problem"];
            401: components["responses"]["Problem"];
            403: components["responses"]["Problem"];
            404: components["responses"]["Problem"];
            409: components["responses"]["Problem"];
            413: components["responses"]["Problem"];
            415: components["responses"]["Problem"];
            422: components["responses"]["Problem"];
            500: components["responses"]["Problem"];
            503: components["responses"]["Problem"];
        };
    };
    updatePolicyAutoRenewalPlan: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The tenant: a UUID, 8-4-4-4-12 hexadecimal digits (any case; lower case is the stored form). `urn:uuid:` and braced forms are refused with 400, before authorisation. */
                tenantLocator: components["parameters"]["TenantLocator"];
                /** @description The locator of the policy. */
                locator: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AutoRenewalPlanUpdateRequest"];
            };
        };
        responses: {
            /** @description The policy. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PolicyResponse"];
                };
            };
            400: components["responses"]["Problem"];
            401: components["responses"]["Problem"];
            403: components["responses"]["Problem"];
            404: components["responses"]["Problem"];
            409: components["responses"]["Problem"];
            413: components["responses"]["Problem"];
            415: components["responses"]["Problem"];
            422: components["responses"]["Problem"];
            500: components["responses"]["Problem"];
            503: components["responses"]["Problem"];
        };
    };
    reversePolicyChange: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The tenant: a UUID, 8-4-4-4-12 hexadecimal digits (any case; lower case is the stored form). `urn:uuid:` and braced forms are refused with 400, before authorisation. */
                tenantLocator: components["parameters"]["TenantLocator"];
                /** @description The locator of the policy. */
                locator: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PolicyTransactionReversalRequest"];
            };
        };
        responses: {
            /** @description The reversal transaction, issued. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PolicyTransactionResponse"];
                };
            };
            400: components["responses"]["Problem"];
            401: components["responses"]["Problem"];
            403: components["responses"]["Problem"];
            404: components["responses"]["Problem"];
            409: components["responses"]["Problem"];
            413: components["responses"]["Problem"];
            415: components["responses"]["Problem"];
            422: components["responses"]["Problem"];
            500: components["responses"]["Problem"];
            503: components["responses"]["Problem"];
        };
    };
    fetchPolicySnapshot: {
        parameters: {
            query: {
                /** @description The time to look at. */
                date: string;
                /** @description `true`: only transactions issued by `date` count. */
                byIssuedTime?: boolean;
            };
            header?: never;
            path: {
                /** @description The tenant: a UUID, 8-4-4-4-12 hexadecimal digits (any case; lower case is the stored form). `urn:uuid:` and braced forms are refused with 400, before authorisation. */
                tenantLocator: components["parameters"]["TenantLocator"];
                /** @description The locator of the policy. */
                locator: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PolicySnapshotResponse"];
                };
            };
            400: components["responses"]["Problem"];
            401: components["responses"]["Problem"];
            403: components["responses"]["Problem"];
            404: components["responses"]["Problem"];
            500: components["responses"]["Problem"];
        };
    };
    fetchTermSummaryByTermNumber: {
        parameters: {
            query?: {
                /** @description The number of the term, 1 for the first. */
                termNumber?: number;
            };
            header?: never;
            path: {
                /** @description The tenant: a UUID, 8-4-4-4-12 hexadecimal digits (any case; lower case is the stored form). `urn:uuid:` and braced forms are refused with 400, before authorisation. */
                tenantLocator: components["parameters"]["TenantLocator"];
                /** @description The locator of the policy. */
                locator: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TermSummary"];
                };
            };
            400: components["responses"]["Problem"];
            401: components["responses"]["Problem"];
            403: components["responses"]["Problem"];
            404: components["responses"]["Problem"];
            500: components["responses"]["Problem"];
        };
    };
    fetchMultipleTerms: {
        parameters: {
            query?: {
                /** @description How many items to skip. */
                offset?: components["parameters"]["Offset"];
                /** @description How many items to return at most (1 to 1000). */
                count?: components["parameters"]["Count"];
                /** @description Accepted for compatibility; the answer is the same. */
                extended?: boolean;
            };
            header?: never;
            path: {
                /** @description The tenant: a UUID, 8-4-4-4-12 hexadecimal digits (any case; lower case is the stored form). `urn:uuid:` and braced forms are refused with 400, before authorisation. */
                tenantLocator: components["parameters"]["TenantLocator"];
                /** @description The locator of the policy. */
                locator: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TermListResponse"];
                };
            };
            400: components["responses"]["Problem"];
            401: components["responses"]["Problem"];
            403: components["responses"]["Problem"];
            404: components["responses"]["Problem"];
            500: components["responses"]["Problem"];
        };
    };
    createPolicyTransaction: {
        parameters: {
            query?: {
                /** @description The issued transaction the new one builds on; it must be the policy's latest (the default). */
                baseLocator?: string;
            };
            header?: never;
            path: {
                /** @description The tenant: a UUID, 8-4-4-4-12 hexadecimal digits (any case; lower case is the stored form). `urn:uuid:` and braced forms are refused with 400, before authorisation. */
                tenantLocator: components["parameters"]["TenantLocator"];
                /** @description The locator of the policy. */
                locator: string;
                /** @description A transaction type the configuration's `transactionTypes` declares (or a published default: change, cancellation, reinstatement, renewal). */
                transactionType: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": (components["schemas"]["AddChangeInstructionCreateRequest"] | components["schemas"]["DeleteChangeInstructionCreateRequest"] | components["schemas"]["ModifyChangeInstructionCreateRequest"] | components["schemas"]["ParamsChangeInstructionCreateRequest"] | components["schemas"]["TransactionDataChangeInstructionCreateRequest"])[];
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PolicyTransactionResponse"];
                };
            };
            400: components["responses"]["Problem"];
            401: components["responses"]["Problem"];
            403: components["responses"]["Problem"];
            404: components["responses"]["Problem"];
            409: components["responses"]["Problem"];
            413: components["responses"]["Problem"];
            415: components["responses"]["Problem"];
            422: components["responses"]["Problem"];
            500: components["responses"]["Problem"];
            503: components["responses"]["Problem"];
        };
    };
    transactionPricePreview: {
        parameters: {
            query?: {
                /** @description The issued transaction the new one builds on; it must be the policy's latest (the default). */
                baseLocator?: string;
            };
            header?: never;
            path: {
                /** @description The tenant: a UUID, 8-4-4-4-12 hexadecimal digits (any case; lower case is the stored form). `urn:uuid:` and braced forms are refused with 400, before authorisation. */
                tenantLocator: components["parameters"]["TenantLocator"];
                /** @description The locator of the policy. */
                locator: string;
                /** @description A transaction type the configuration's `transactionTypes` declares (or a published default: change, cancellation, reinstatement, renewal). */
                transactionType: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": (components["schemas"]["AddChangeInstructionCreateRequest"] | components["schemas"]["DeleteChangeInstructionCreateRequest"] | components["schemas"]["ModifyChangeInstructionCreateRequest"] | components["schemas"]["ParamsChangeInstructionCreateRequest"] | components["schemas"]["TransactionDataChangeInstructionCreateRequest"])[];
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TransactionPriceResponse"];
                };
            };
            400: components["responses"]["Problem"];
            401: components["responses"]["Problem"];
            403: components["responses"]["Problem"];
            404: components["responses"]["Problem"];
            409: components["responses"]["Problem"];
            413: components["responses"]["Problem"];
            415: components["responses"]["Problem"];
            422: components["responses"]["Problem"];
            500: components["responses"]["Problem"];
        };
    };
    underwritePreview: {
        parameters: {
            query?: {
                /** @description The issued transaction the new one builds on; it must be the policy's latest (the default). */
                baseLocator?: string;
            };
            header?: never;
            path: {
                /** @description The tenant: a UUID, 8-4-4-4-12 hexadecimal digits (any case; lower case is the stored form). `urn:uuid:` and braced forms are refused with 400, before authorisation. */
                tenantLocator: components["parameters"]["TenantLocator"];
                /** @description The locator of the policy. */
                locator: string;
                /** @description A transaction type the configuration's `transactionTypes` declares (or a published default: change, cancellation, reinstatement, renewal). */
                transactionType: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": (components["schemas"]["AddChangeInstructionCreateRequest"] | components["schemas"]["DeleteChangeInstructionCreateRequest"] | components["schemas"]["ModifyChangeInstructionCreateRequest"] | components["schemas"]["ParamsChangeInstructionCreateRequest"] | components["schemas"]["TransactionDataChangeInstructionCreateRequest"])[];
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TransactionUnderwritingResponse"];
                };
            };
            400: components["responses"]["Problem"];
            401: components["responses"]["Problem"];
            403: components["responses"]["Problem"];
            404: components["responses"]["Problem"];
            409: components["responses"]["Problem"];
            413: components["responses"]["Problem"];
            415: components["responses"]["Problem"];
            422: components["responses"]["Problem"];
            500: components["responses"]["Problem"];
        };
    };
    transactionValidatePreview: {
        parameters: {
            query?: {
                /** @description The issued transaction the new one builds on; it must be the policy's latest (the default). */
                baseLocator?: string;
            };
            header?: never;
            path: {
                /** @description The tenant: a UUID, 8-4-4-4-12 hexadecimal digits (any case; lower case is the stored form). `urn:uuid:` and braced forms are refused with 400, before authorisation. */
                tenantLocator: components["parameters"]["TenantLocator"];
                /** @description The locator of the policy. */
                locator: string;
                /** @description A transaction type the configuration's `transactionTypes` declares (or a published default: change, cancellation, reinstatement, renewal). */
                transactionType: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": (components["schemas"]["AddChangeInstructionCreateRequest"] | components["schemas"]["DeleteChangeInstructionCreateRequest"] | components["schemas"]["ModifyChangeInstructionCreateRequest"] | components["schemas"]["ParamsChangeInstructionCreateRequest"] | components["schemas"]["TransactionDataChangeInstructionCreateRequest"])[];
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PolicyTransactionResponse"];
                };
            };
            400: components["responses"]["Problem"];
            401: components["responses"]["Problem"];
            403: components["responses"]["Problem"];
            404: components["responses"]["Problem"];
            409: components["responses"]["Problem"];
            413: components["responses"]["Problem"];
            415: components["responses"]["Problem"];
            422: components["responses"]["Problem"];
            500: components["responses"]["Problem"];
        };
    };
    createQuickQuote: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes this create safe to send again: a repeat with the same key and request within 24 hours is answered the first answer and does nothing; another request under the key is a 409. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @description The tenant: a UUID, 8-4-4-4-12 hexadecimal digits (any case; lower case is the stored form). `urn:uuid:` and braced forms are refused with 400, before authorisation. */
                tenantLocator: components["parameters"]["TenantLocator"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["QuickQuoteCreateRequest"];
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["QuickQuoteResponse"];
                };
            };
            400: components["responses"]["Problem"];
            401: components["responses"]["Problem"];
            403: components["responses"]["Problem"];
            404: components["responses"]["Problem"];
            409: components["responses"]["Problem"];
            413: components["responses"]["Problem"];
            415: components["responses"]["Problem"];
            422: components["responses"]["Problem"];
            500: components["responses"]["Problem"];
            503: components["responses"]["Problem"];
        };
    };
    fetchQuickQuote: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The tenant: a UUID, 8-4-4-4-12 hexadecimal digits (any case; lower case is the stored form). `urn:uuid:` and braced forms are refused with 400, before authorisation. */
                tenantLocator: components["parameters"]["TenantLocator"];
                /** @description The locator of the quick quote. */
                locator: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["QuickQuoteResponse"];
                };
            };
            400: components["responses"]["Problem"];
            401: components["responses"]["Problem"];
            403: components["responses"]["Problem"];
            404: components["responses"]["Problem"];
            500: components["responses"]["Problem"];
        };
    };
    updateQuickQuote: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The tenant: a UUID, 8-4-4-4-12 hexadecimal digits (any case; lower case is the stored form). `urn:uuid:` and braced forms are refused with 400, before authorisation. */
                tenantLocator: components["parameters"]["TenantLocator"];
                /** @description The locator of the quick quote. */
                locator: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["QuickQuoteUpdateRequest"];
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["QuickQuoteResponse"];
                };
            };
            400: components["responses"]["Problem"];
            401: components["responses"]["Problem"];
            403: components["responses"]["Problem"];
            404: components["responses"]["Problem"];
            413: components["responses"]["Problem"];
            415: components["responses"]["Problem"];
            422: components["responses"]["Problem"];
            500: components["responses"]["Problem"];
            503: components["responses"]["Problem"];
        };
    };
    fetchDependencyMapForQuickQuote: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The tenant: a UUID, 8-4-4-4-12 hexadecimal digits (any case; lower case is the stored form). `urn:uuid:` and braced forms are refused with 400, before authorisation. */
                tenantLocator: components["parameters"]["TenantLocator"];
                /** @description The locator of the quick quote. */
                locator: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        [key: string]: {
                            [key: string]: components["schemas"]["ConstraintDependency"];
                        };
                    };
                };
            };
            400: components["responses"]["Problem"];
            401: components["responses"]["Problem"];
            403: components["responses"]["Problem"];
            404: components["responses"]["Problem"];
            500: components["responses"]["Problem"];
        };
    };
    evaluateConstraintsForQuickQuote: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The tenant: a UUID, 8-4-4-4-12 hexadecimal digits (any case; lower case is the stored form). `urn:uuid:` and braced forms are refused with 400, before authorisation. */
                tenantLocator: components["parameters"]["TenantLocator"];
                /** @description The locator of the quick quote. */
                locator: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    [key: string]: {
                        [key: string]: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        [key: string]: {
                            [key: string]: string[];
                        };
                    };
                };
            };
            400: components["responses"]["Problem"];
            401: components["responses"]["Problem"];
            403: components["responses"]["Problem"];
            404: components["responses"]["Problem"];
            413: components["responses"]["Problem"];
            415: components["responses"]["Problem"];
            422: components["responses"]["Problem"];
            500: components["responses"]["Problem"];
        };
    };
    createQuote: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes this create safe to send again: a repeat with the same key and request within 24 hours is answered the first answer and does nothing; another request under the key is a 409. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @description The tenant: a UUID, 8-4-4-4-12 hexadecimal digits (any case; lower case is the stored form). `urn:uuid:` and braced forms are refused with 400, before authorisation. */
                tenantLocator: components["parameters"]["TenantLocator"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["QuoteCreateRequest"];
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["QuoteResponse"];
                };
            };
            400: components["responses"]["Problem"];
            401: components["responses"]["Problem"];
            403: components["responses"]["Problem"];
            404: components["responses"]["Problem"];
            409: components["responses"]["Problem"];
            413: components["responses"]["Problem"];
            415: components["responses"]["Problem"];
            422: components["responses"]["Problem"];
            500: components["responses"]["Problem"];
            503: components["responses"]["Problem"];
        };
    };
    fetchQuotesInATenant: {
        parameters: {
            query?: {
                /** @description How many items to skip. */
                offset?: components["parameters"]["Offset"];
                /** @description How many items to return at most (1 to 1000). */
                count?: components["parameters"]["Count"];
                /** @description Absent or `true`: the list record with `listCompleted`. `false`: the bare array of items. */
                extended?: components["parameters"]["Extended"];
            };
            header?: never;
            path: {
                /** @description The tenant: a UUID, 8-4-4-4-12 hexadecimal digits (any case; lower case is the stored form). `urn:uuid:` and braced forms are refused with 400, before authorisation. */
                tenantLocator: components["parameters"]["TenantLocator"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["QuoteListResponse"] | components["schemas"]["QuoteResponse"][];
                };
            };
            400: components["responses"]["Problem"];
            401: components["responses"]["Problem"];
            403: components["responses"]["Problem"];
            404: components["responses"]["Problem"];
            500: components["responses"]["Problem"];
        };
    };
    quotePricePreview: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The tenant: a UUID, 8-4-4-4-12 hexadecimal digits (any case; lower case is the stored form). `urn:uuid:` and braced forms are refused with 400, before authorisation. */
                tenantLocator: components["parameters"]["TenantLocator"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["QuoteCreateRequest"];
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["QuotePriceResponse"];
                };
            };
            400: components["responses"]["Problem"];
            401: components["responses"]["Problem"];
            403: components["responses"]["Problem"];
            404: components["responses"]["Problem"];
            413: components["responses"]["Problem"];
            415: components["responses"]["Problem"];
            422: components["responses"]["Problem"];
            500: components["responses"]["Problem"];
        };
    };
    quoteValidatePreview: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The tenant: a UUID, 8-4-4-4-12 hexadecimal digits (any case; lower case is the stored form). `urn:uuid:` and braced forms are refused with 400, before authorisation. */
                tenantLocator: components["parameters"]["TenantLocator"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["QuoteCreateRequest"];
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["QuoteResponse"];
                };
            };
            400: components["responses"]["Problem"];
            401: components["responses"]["Problem"];
            403: components["responses"]["Problem"];
            404: components["responses"]["Problem"];
            413: components["responses"]["Problem"];
            415: components["responses"]["Problem"];
            422: components["responses"]["Problem"];
            500: components["responses"]["Problem"];
        };
    };
    fetchQuote: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The tenant: a UUID, 8-4-4-4-12 hexadecimal digits (any case; lower case is the stored form). `urn:uuid:` and braced forms are refused with 400, before authorisation. */
                tenantLocator: components["parameters"]["TenantLocator"];
                /** @description The locator of the quote. */
                locator: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["QuoteResponse"];
                };
            };
            400: components["responses"]["Problem"];
            401: components["responses"]["Problem"];
            403: components["responses"]["Problem"];
            404: components["responses"]["Problem"];
            500: components["responses"]["Problem"];
        };
    };
    updateQuote: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The tenant: a UUID, 8-4-4-4-12 hexadecimal digits (any case; lower case is the stored form). `urn:uuid:` and braced forms are refused with 400, before authorisation. */
                tenantLocator: components["parameters"]["TenantLocator"];
                /** @description The locator of the quote. */
                locator: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["QuoteUpdateRequest"];
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["QuoteResponse"];
                };
            };
            400: components["responses"]["Problem"];
            401: components["responses"]["Problem"];
            403: components["responses"]["Problem"];
            404: components["responses"]["Problem"];
            409: components["responses"]["Problem"];
            413: components["responses"]["Problem"];
            415: components["responses"]["Problem"];
            422: components["responses"]["Problem"];
            500: components["responses"]["Problem"];
            503: components["responses"]["Problem"];
        };
    };
    acceptQuote: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The tenant: a UUID, 8-4-4-4-12 hexadecimal digits (any case; lower case is the stored form). `urn:uuid:` and braced forms are refused with 400, before authorisation. */
                tenantLocator: components["parameters"]["TenantLocator"];
                /** @description The locator of the quote. */
                locator: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["QuoteResponse"];
                };
            };
            400: components["responses"]["Problem"];
            401: components["responses"]["Problem"];
            403: components["responses"]["Problem"];
            404: components["responses"]["Problem"];
            409: components["responses"]["Problem"];
            422: components["responses"]["Problem"];
            500: components["responses"]["Problem"];
            503: components["responses"]["Problem"];
        };
    };
    fetchDependencyMapForQuote: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The tenant: a UUID, 8-4-4-4-12 hexadecimal digits (any case; lower case is the stored form). `urn:uuid:` and braced forms are refused with 400, before authorisation. */
                tenantLocator: components["parameters"]["TenantLocator"];
                /** @description The locator of the quote. */
                locator: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        [key: string]: {
                            [key: string]: components["schemas"]["ConstraintDependency"];
                        };
                    };
                };
            };
            400: components["responses"]["Problem"];
            401: components["responses"]["Problem"];
            403: components["responses"]["Problem"];
            404: components["responses"]["Problem"];
            500: components["responses"]["Problem"];
        };
    };
    evaluateConstraintsForQuote: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The tenant: a UUID, 8-4-4-4-12 hexadecimal digits (any case; lower case is the stored form). `urn:uuid:` and braced forms are refused with 400, before authorisation. */
                tenantLocator: components["parameters"]["TenantLocator"];
                /** @description The locator of the quote. */
                locator: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    [key: string]: {
                        [key: string]: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        [key: string]: {
                            [key: string]: string[];
                        };
                    };
                };
            };
            400: components["responses"]["Problem"];
            401: components["responses"]["Problem"];
            403: components["responses"]["Problem"];
            404: components["responses"]["Problem"];
            413: components["responses"]["Problem"];
            415: components["responses"]["Problem"];
            422: components["responses"]["Problem"];
            500: components["responses"]["Problem"];
        };
    };
    copyQuote: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes this create safe to send again: a repeat with the same key and request within 24 hours is answered the first answer and does nothing; another request under the key is a 409. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @description The tenant: a UUID, 8-4-4-4-12 hexadecimal digits (any case; lower case is the stored form). `urn:uuid:` and braced forms are refused with 400, before authorisation. */
                tenantLocator: components["parameters"]["TenantLocator"];
                /** @description The locator of the quote. */
                locator: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["QuoteGroupAssignmentRequest"];
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["QuoteResponse"];
                };
            };
            400: components["responses"]["Problem"];
            401: components["responses"]["Problem"];
            403: components["responses"]["Problem"];
            404: components["responses"]["Problem"];
            409: components["responses"]["Problem"];
            413: components["responses"]["Problem"];
            415: components["responses"]["Problem"];
            422: components["responses"]["Problem"];
            500: components["responses"]["Problem"];
            503: components["responses"]["Problem"];
        };
    };
    discardQuote: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The tenant: a UUID, 8-4-4-4-12 hexadecimal digits (any case; lower case is the stored form). `urn:uuid:` and braced forms are refused with 400, before authorisation. */
                tenantLocator: components["parameters"]["TenantLocator"];
                /** @description The locator of the quote. */
                locator: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["QuoteResponse"];
                };
            };
            400: components["responses"]["Problem"];
            401: components["responses"]["Problem"];
            403: components["responses"]["Problem"];
            404: components["responses"]["Problem"];
            409: components["responses"]["Problem"];
            422: components["responses"]["Problem"];
            500: components["responses"]["Problem"];
            503: components["responses"]["Problem"];
        };
    };
    issueQuote: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The tenant: a UUID, 8-4-4-4-12 hexadecimal digits (any case; lower case is the stored form). `urn:uuid:` and braced forms are refused with 400, before authorisation. */
                tenantLocator: components["parameters"]["TenantLocator"];
                /** @description The locator of the quote. */
                locator: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["QuoteResponse"];
                };
            };
            400: components["responses"]["Problem"];
            401: components["responses"]["Problem"];
            403: components["responses"]["Problem"];
            404: components["responses"]["Problem"];
            409: components["responses"]["Problem"];
            422: components["responses"]["Problem"];
            500: components["responses"]["Problem"];
            503: components["responses"]["Problem"];
        };
    };
    fetchPricedQuote: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The tenant: a UUID, 8-4-4-4-12 hexadecimal digits (any case; lower case is the stored form). `urn:uuid:` and braced forms are refused with 400, before authorisation. */
                tenantLocator: components["parameters"]["TenantLocator"];
                /** @description The locator of the quote. */
                locator: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["QuotePriceResponse"];
                };
            };
            400: components["responses"]["Problem"];
            401: components["responses"]["Problem"];
            403: components["responses"]["Problem"];
            404: components["responses"]["Problem"];
            409: components["responses"]["Problem"];
            500: components["responses"]["Problem"];
        };
    };
    priceQuote: {
        parameters: {
            query?: {
                /** @description `true`: run the step and answer its result without storing anything or changing the quote's state. */
                stateless?: boolean;
            };
            header?: never;
            path: {
                /** @description The tenant: a UUID, 8-4-4-4-12 hexadecimal digits (any case; lower case is the stored form). `urn:uuid:` and braced forms are refused with 400, before authorisation. */
                tenantLocator: components["parameters"]["TenantLocator"];
                /** @description The locator of the quote. */
                locator: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["QuotePriceResponse"];
                };
            };
            400: components["responses"]["Problem"];
            401: components["responses"]["Problem"];
            403: components["responses"]["Problem"];
            404: components["responses"]["Problem"];
            409: components["responses"]["Problem"];
            422: components["responses"]["Problem"];
            500: components["responses"]["Problem"];
            503: components["responses"]["Problem"];
        };
    };
    refuseQuote: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The tenant: a UUID, 8-4-4-4-12 hexadecimal digits (any case; lower case is the stored form). `urn:uuid:` and braced forms are refused with 400, before authorisation. */
                tenantLocator: components["parameters"]["TenantLocator"];
                /** @description The locator of the quote. */
                locator: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["QuoteResponse"];
                };
            };
            400: components["responses"]["Problem"];
            401: components["responses"]["Problem"];
            403: components["responses"]["Problem"];
            404: components["responses"]["Problem"];
            409: components["responses"]["Problem"];
            422: components["responses"]["Problem"];
            500: components["responses"]["Problem"];
            503: components["responses"]["Problem"];
        };
    };
    resetQuote: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The tenant: a UUID, 8-4-4-4-12 hexadecimal digits (any case; lower case is the stored form). `urn:uuid:` and braced forms are refused with 400, before authorisation. */
                tenantLocator: components["parameters"]["TenantLocator"];
                /** @description The locator of the quote. */
                locator: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ResetOptions"];
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["QuoteResponse"];
                };
            };
            400: components["responses"]["Problem"];
            401: components["responses"]["Problem"];
            403: components["responses"]["Problem"];
            404: components["responses"]["Problem"];
            409: components["responses"]["Problem"];
            413: components["responses"]["Problem"];
            415: components["responses"]["Problem"];
            422: components["responses"]["Problem"];
            500: components["responses"]["Problem"];
            503: components["responses"]["Problem"];
        };
    };
    underwriteQuote: {
        parameters: {
            query?: {
                /** @description `true`: run the step and answer its result without storing anything or changing the quote's state. */
                stateless?: boolean;
            };
            header?: never;
            path: {
                /** @description The tenant: a UUID, 8-4-4-4-12 hexadecimal digits (any case; lower case is the stored form). `urn:uuid:` and braced forms are refused with 400, before authorisation. */
                tenantLocator: components["parameters"]["TenantLocator"];
                /** @description The locator of the quote. */
                locator: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["QuoteUnderwritingResponse"];
                };
            };
            400: components["responses"]["Problem"];
            401: components["responses"]["Problem"];
            403: components["responses"]["Problem"];
            404: components["responses"]["Problem"];
            409: components["responses"]["Problem"];
            422: components["responses"]["Problem"];
            500: components["responses"]["Problem"];
            503: components["responses"]["Problem"];
        };
    };
    fetchUnderwritingFlagsForQuote: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The tenant: a UUID, 8-4-4-4-12 hexadecimal digits (any case; lower case is the stored form). `urn:uuid:` and braced forms are refused with 400, before authorisation. */
                tenantLocator: components["parameters"]["TenantLocator"];
                /** @description The locator of the quote. */
                locator: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["QuoteUnderwritingFlagsResponse"];
                };
            };
            400: components["responses"]["Problem"];
            401: components["responses"]["Problem"];
            403: components["responses"]["Problem"];
            404: components["responses"]["Problem"];
            500: components["responses"]["Problem"];
        };
    };
    updateUnderwritingFlagsForQuote: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The tenant: a UUID, 8-4-4-4-12 hexadecimal digits (any case; lower case is the stored form). `urn:uuid:` and braced forms are refused with 400, before authorisation. */
                tenantLocator: components["parameters"]["TenantLocator"];
                /** @description The locator of the quote. */
                locator: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UnderwritingFlagsUpdateRequest"];
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["QuoteUnderwritingFlagsResponse"];
                };
            };
            400: components["responses"]["Problem"];
            401: components["responses"]["Problem"];
            403: components["responses"]["Problem"];
            404: components["responses"]["Problem"];
            409: components["responses"]["Problem"];
            413: components["responses"]["Problem"];
            415: components["responses"]["Problem"];
            422: components["responses"]["Problem"];
            500: components["responses"]["Problem"];
            503: components["responses"]["Problem"];
        };
    };
    addUnderwritingApproveFlagForQuote: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes this create safe to send again: a repeat with the same key and request within 24 hours is answered the first answer and does nothing; another request under the key is a 409. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @description The tenant: a UUID, 8-4-4-4-12 hexadecimal digits (any case; lower case is the stored form). `urn:uuid:` and braced forms are refused with 400, before authorisation. */
                tenantLocator: components["parameters"]["TenantLocator"];
                /** @description The locator of the quote. */
                locator: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UnderwritingFlagCreateRequest"];
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["QuoteUnderwritingFlagsResponse"];
                };
            };
            400: components["responses"]["Problem"];
            401: components["responses"]["Problem"];
            403: components["responses"]["Problem"];
            404: components["responses"]["Problem"];
            409: components["responses"]["Problem"];
            413: components["responses"]["Problem"];
            415: components["responses"]["Problem"];
            422: components["responses"]["Problem"];
            500: components["responses"]["Problem"];
            503: components["responses"]["Problem"];
        };
    };
    clearUnderwritingApproveFlagForQuote: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The tenant: a UUID, 8-4-4-4-12 hexadecimal digits (any case; lower case is the stored form). `urn:uuid:` and braced forms are refused with 400, before authorisation. */
                tenantLocator: components["parameters"]["TenantLocator"];
                /** @description The locator of the quote. */
                locator: string;
                /** @description The locator of the flag to clear. */
                flagLocator: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["QuoteUnderwritingFlagsResponse"];
                };
            };
            400: components["responses"]["Problem"];
            401: components["responses"]["Problem"];
            403: components["responses"]["Problem"];
            404: components["responses"]["Problem"];
            409: components["responses"]["Problem"];
            422: components["responses"]["Problem"];
            500: components["responses"]["Problem"];
            503: components["responses"]["Problem"];
        };
    };
    addUnderwritingBlockFlagForQuote: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes this create safe to send again: a repeat with the same key and request within 24 hours is answered the first answer and does nothing; another request under the key is a 409. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @description The tenant: a UUID, 8-4-4-4-12 hexadecimal digits (any case; lower case is the stored form). `urn:uuid:` and braced forms are refused with 400, before authorisation. */
                tenantLocator: components["parameters"]["TenantLocator"];
                /** @description The locator of the quote. */
                locator: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UnderwritingFlagCreateRequest"];
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["QuoteUnderwritingFlagsResponse"];
                };
            };
            400: components["responses"]["Problem"];
            401: components["responses"]["Problem"];
            403: components["responses"]["Problem"];
            404: components["responses"]["Problem"];
            409: components["responses"]["Problem"];
            413: components["responses"]["Problem"];
            415: components["responses"]["Problem"];
            422: components["responses"]["Problem"];
            500: components["responses"]["Problem"];
            503: components["responses"]["Problem"];
        };
    };
    clearUnderwritingBlockFlagForQuote: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The tenant: a UUID, 8-4-4-4-12 hexadecimal digits (any case; lower case is the stored form). `urn:uuid:` and braced forms are refused with 400, before authorisation. */
                tenantLocator: components["parameters"]["TenantLocator"];
                /** @description The locator of the quote. */
                locator: string;
                /** @description The locator of the flag to clear. */
                flagLocator: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["QuoteUnderwritingFlagsResponse"];
                };
            };
            400: components["responses"]["Problem"];
            401: components["responses"]["Problem"];
            403: components["responses"]["Problem"];
            404: components["responses"]["Problem"];
            409: components["responses"]["Problem"];
            422: components["responses"]["Problem"];
            500: components["responses"]["Problem"];
            503: components["responses"]["Problem"];
        };
    };
    addUnderwritingDeclineFlagForQuote: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes this create safe to send again: a repeat with the same key and request within 24 hours is answered the first answer and does nothing; another request under the key is a 409. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @description The tenant: a UUID, 8-4-4-4-12 hexadecimal digits (any case; lower case is the stored form). `urn:uuid:` and braced forms are refused with 400, before authorisation. */
                tenantLocator: components["parameters"]["TenantLocator"];
                /** @description The locator of the quote. */
                locator: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UnderwritingFlagCreateRequest"];
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["QuoteUnderwritingFlagsResponse"];
                };
            };
            400: components["responses"]["Problem"];
            401: components["responses"]["Problem"];
            403: components["responses"]["Problem"];
            404: components["responses"]["Problem"];
            409: components["responses"]["Problem"];
            413: components["responses"]["Problem"];
            415: components["responses"]["Problem"];
            422: components["responses"]["Problem"];
            500: components["responses"]["Problem"];
            503: components["responses"]["Problem"];
        };
    };
    clearUnderwritingDeclineFlagForQuote: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The tenant: a UUID, 8-4-4-4-12 hexadecimal digits (any case; lower case is the stored form). `urn:uuid:` and braced forms are refused with 400, before authorisation. */
                tenantLocator: components["parameters"]["TenantLocator"];
                /** @description The locator of the quote. */
                locator: string;
                /** @description The locator of the flag to clear. */
                flagLocator: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["QuoteUnderwritingFlagsResponse"];
                };
            };
            400: components["responses"]["Problem"];
            401: components["responses"]["Problem"];
            403: components["responses"]["Problem"];
            404: components["responses"]["Problem"];
            409: components["responses"]["Problem"];
            422: components["responses"]["Problem"];
            500: components["responses"]["Problem"];
            503: components["responses"]["Problem"];
        };
    };
    addUnderwritingInfoFlagForQuote: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes this create safe to send again: a repeat with the same key and request within 24 hours is answered the first answer and does nothing; another request under the key is a 409. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @description The tenant: a UUID, 8-4-4-4-12 hexadecimal digits (any case; lower case is the stored form). `urn:uuid:` and braced forms are refused with 400, before authorisation. */
                tenantLocator: components["parameters"]["TenantLocator"];
                /** @description The locator of the quote. */
                locator: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UnderwritingFlagCreateRequest"];
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["QuoteUnderwritingFlagsResponse"];
                };
            };
            400: components["responses"]["Problem"];
            401: components["responses"]["Problem"];
            403: components["responses"]["Problem"];
            404: components["responses"]["Problem"];
            409: components["responses"]["Problem"];
            413: components["responses"]["Problem"];
            415: components["responses"]["Problem"];
            422: components["responses"]["Problem"];
            500: components["responses"]["Problem"];
            503: components["responses"]["Problem"];
        };
    };
    clearUnderwritingInfoFlagForQuote: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The tenant: a UUID, 8-4-4-4-12 hexadecimal digits (any case; lower case is the stored form). `urn:uuid:` and braced forms are refused with 400, before authorisation. */
                tenantLocator: components["parameters"]["TenantLocator"];
                /** @description The locator of the quote. */
                locator: string;
                /** @description The locator of the flag to clear. */
                flagLocator: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["QuoteUnderwritingFlagsResponse"];
                };
            };
            400: components["responses"]["Problem"];
            401: components["responses"]["Problem"];
            403: components["responses"]["Problem"];
            404: components["responses"]["Problem"];
            409: components["responses"]["Problem"];
            422: components["responses"]["Problem"];
            500: components["responses"]["Problem"];
            503: components["responses"]["Problem"];
        };
    };
    addUnderwritingRejectFlagForQuote: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes this create safe to send again: a repeat with the same key and request within 24 hours is answered the first answer and does nothing; another request under the key is a 409. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @description The tenant: a UUID, 8-4-4-4-12 hexadecimal digits (any case; lower case is the stored form). `urn:uuid:` and braced forms are refused with 400, before authorisation. */
                tenantLocator: components["parameters"]["TenantLocator"];
                /** @description The locator of the quote. */
                locator: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UnderwritingFlagCreateRequest"];
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["QuoteUnderwritingFlagsResponse"];
                };
            };
            400: components["responses"]["Problem"];
            401: components["responses"]["Problem"];
            403: components["responses"]["Problem"];
            404: components["responses"]["Problem"];
            409: components["responses"]["Problem"];
            413: components["responses"]["Problem"];
            415: components["responses"]["Problem"];
            422: components["responses"]["Problem"];
            500: components["responses"]["Problem"];
            503: components["responses"]["Problem"];
        };
    };
    clearUnderwritingRejectFlagForQuote: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The tenant: a UUID, 8-4-4-4-12 hexadecimal digits (any case; lower case is the stored form). `urn:uuid:` and braced forms are refused with 400, before authorisation. */
                tenantLocator: components["parameters"]["TenantLocator"];
                /** @description The locator of the quote. */
                locator: string;
                /** @description The locator of the flag to clear. */
                flagLocator: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["QuoteUnderwritingFlagsResponse"];
                };
            };
            400: components["responses"]["Problem"];
            401: components["responses"]["Problem"];
            403: components["responses"]["Problem"];
            404: components["responses"]["Problem"];
            409: components["responses"]["Problem"];
            422: components["responses"]["Problem"];
            500: components["responses"]["Problem"];
            503: components["responses"]["Problem"];
        };
    };
    validateQuote: {
        parameters: {
            query?: {
                /** @description `true`: run the step and answer its result without storing anything or changing the quote's state. */
                stateless?: boolean;
            };
            header?: never;
            path: {
                /** @description The tenant: a UUID, 8-4-4-4-12 hexadecimal digits (any case; lower case is the stored form). `urn:uuid:` and braced forms are refused with 400, before authorisation. */
                tenantLocator: components["parameters"]["TenantLocator"];
                /** @description The locator of the quote. */
                locator: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["QuoteResponse"];
                };
            };
            400: components["responses"]["Problem"];
            401: components["responses"]["Problem"];
            403: components["responses"]["Problem"];
            404: components["responses"]["Problem"];
            409: components["responses"]["Problem"];
            422: components["responses"]["Problem"];
            500: components["responses"]["Problem"];
            503: components["responses"]["Problem"];
        };
    };
    fetchTermsWithNumber: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The tenant: a UUID, 8-4-4-4-12 hexadecimal digits (any case; lower case is the stored form). `urn:uuid:` and braced forms are refused with 400, before authorisation. */
                tenantLocator: components["parameters"]["TenantLocator"];
                /** @description The term number. */
                termNumber: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TermResponse"][];
                };
            };
            400: components["responses"]["Problem"];
            401: components["responses"]["Problem"];
            403: components["responses"]["Problem"];
            404: components["responses"]["Problem"];
            500: components["responses"]["Problem"];
        };
    };
    fetchTerm: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The tenant: a UUID, 8-4-4-4-12 hexadecimal digits (any case; lower case is the stored form). `urn:uuid:` and braced forms are refused with 400, before authorisation. */
                tenantLocator: components["parameters"]["TenantLocator"];
                /** @description The locator of the term. */
                locator: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TermResponse"];
                };
            };
            400: components["responses"]["Problem"];
            401: components["responses"]["Problem"];
            403: components["responses"]["Problem"];
            404: components["responses"]["Problem"];
            500: components["responses"]["Problem"];
        };
    };
    fetchTermCharges: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The tenant: a UUID, 8-4-4-4-12 hexadecimal digits (any case; lower case is the stored form). `urn:uuid:` and braced forms are refused with 400, before authorisation. */
                tenantLocator: components["parameters"]["TenantLocator"];
                /** @description The locator of the term. */
                locator: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        [key: string]: components["schemas"]["PolicyChargeResponse"][];
                    };
                };
            };
            400: components["responses"]["Problem"];
            401: components["responses"]["Problem"];
            403: components["responses"]["Problem"];
            404: components["responses"]["Problem"];
            500: components["responses"]["Problem"];
        };
    };
    generateTermNumber: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The tenant: a UUID, 8-4-4-4-12 hexadecimal digits (any case; lower case is the stored form). `urn:uuid:` and braced forms are refused with 400, before authorisation. */
                tenantLocator: components["parameters"]["TenantLocator"];
                /** @description The locator of the term. */
                locator: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TermResponse"];
                };
            };
            400: components["responses"]["Problem"];
            401: components["responses"]["Problem"];
            403: components["responses"]["Problem"];
            404: components["responses"]["Problem"];
            409: components["responses"]["Problem"];
            422: components["responses"]["Problem"];
            500: components["responses"]["Problem"];
            503: components["responses"]["Problem"];
        };
    };
    setTermNumber: {
        parameters: {
            query: {
                /** @description The number to give the term. */
                termNumber: string;
            };
            header?: never;
            path: {
                /** @description The tenant: a UUID, 8-4-4-4-12 hexadecimal digits (any case; lower case is the stored form). `urn:uuid:` and braced forms are refused with 400, before authorisation. */
                tenantLocator: components["parameters"]["TenantLocator"];
                /** @description The locator of the term. */
                locator: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TermResponse"];
                };
            };
            400: components["responses"]["Problem"];
            401: components["responses"]["Problem"];
            403: components["responses"]["Problem"];
            404: components["responses"]["Problem"];
            409: components["responses"]["Problem"];
            422: components["responses"]["Problem"];
            500: components["responses"]["Problem"];
            503: components["responses"]["Problem"];
        };
    };
    fetchTermSummaryByTermLocator: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The tenant: a UUID, 8-4-4-4-12 hexadecimal digits (any case; lower case is the stored form). `urn:uuid:` and braced forms are refused with 400, before authorisation. */
                tenantLocator: components["parameters"]["TenantLocator"];
                /** @description The locator of the term. */
                locator: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TermSummary"];
                };
            };
            400: components["responses"]["Problem"];
            401: components["responses"]["Problem"];
            403: components["responses"]["Problem"];
            404: components["responses"]["Problem"];
            500: components["responses"]["Problem"];
        };
    };
    fetchPolicySegment: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The tenant: a UUID, 8-4-4-4-12 hexadecimal digits (any case; lower case is the stored form). `urn:uuid:` and braced forms are refused with 400, before authorisation. */
                tenantLocator: components["parameters"]["TenantLocator"];
                /** @description The locator of the segment. */
                segmentLocator: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SegmentResponse"];
                };
            };
            400: components["responses"]["Problem"];
            401: components["responses"]["Problem"];
            403: components["responses"]["Problem"];
            404: components["responses"]["Problem"];
            500: components["responses"]["Problem"];
        };
    };
    fetchTransaction: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The tenant: a UUID, 8-4-4-4-12 hexadecimal digits (any case; lower case is the stored form). `urn:uuid:` and braced forms are refused with 400, before authorisation. */
                tenantLocator: components["parameters"]["TenantLocator"];
                /** @description The locator of the policy transaction. */
                locator: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PolicyTransactionResponse"];
                };
            };
            400: components["responses"]["Problem"];
            401: components["responses"]["Problem"];
            403: components["responses"]["Problem"];
            404: components["responses"]["Problem"];
            500: components["responses"]["Problem"];
        };
    };
    acceptTransaction: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The tenant: a UUID, 8-4-4-4-12 hexadecimal digits (any case; lower case is the stored form). `urn:uuid:` and braced forms are refused with 400, before authorisation. */
                tenantLocator: components["parameters"]["TenantLocator"];
                /** @description The locator of the policy transaction. */
                locator: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PolicyTransactionResponse"];
                };
            };
            400: components["responses"]["Problem"];
            401: components["responses"]["Problem"];
            403: components["responses"]["Problem"];
            404: components["responses"]["Problem"];
            409: components["responses"]["Problem"];
            422: components["responses"]["Problem"];
            500: components["responses"]["Problem"];
            503: components["responses"]["Problem"];
        };
    };
    fetchAffectedTransactions: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The tenant: a UUID, 8-4-4-4-12 hexadecimal digits (any case; lower case is the stored form). `urn:uuid:` and braced forms are refused with 400, before authorisation. */
                tenantLocator: components["parameters"]["TenantLocator"];
                /** @description The locator of the policy transaction. */
                locator: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AffectedTransaction"][];
                };
            };
            400: components["responses"]["Problem"];
            401: components["responses"]["Problem"];
            403: components["responses"]["Problem"];
            404: components["responses"]["Problem"];
            500: components["responses"]["Problem"];
        };
    };
    fetchAffectedTransactionsForListEndpoint: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The tenant: a UUID, 8-4-4-4-12 hexadecimal digits (any case; lower case is the stored form). `urn:uuid:` and braced forms are refused with 400, before authorisation. */
                tenantLocator: components["parameters"]["TenantLocator"];
                /** @description The locator of the policy transaction. */
                locator: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    Deprecation: components["headers"]["Deprecation"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AffectedTransaction"][];
                };
            };
            400: components["responses"]["Problem"];
            401: components["responses"]["Problem"];
            403: components["responses"]["Problem"];
            404: components["responses"]["Problem"];
            500: components["responses"]["Problem"];
        };
    };
    createPolicyChangeInstruction: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The tenant: a UUID, 8-4-4-4-12 hexadecimal digits (any case; lower case is the stored form). `urn:uuid:` and braced forms are refused with 400, before authorisation. */
                tenantLocator: components["parameters"]["TenantLocator"];
                /** @description The locator of the policy transaction. */
                locator: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AddChangeInstructionCreateRequest"] | components["schemas"]["DeleteChangeInstructionCreateRequest"] | components["schemas"]["ModifyChangeInstructionCreateRequest"] | components["schemas"]["ParamsChangeInstructionCreateRequest"] | components["schemas"]["TransactionDataChangeInstructionCreateRequest"];
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PolicyTransactionResponse"];
                };
            };
            400: components["responses"]["Problem"];
            401: components["responses"]["Problem"];
            403: components["responses"]["Problem"];
            404: components["responses"]["Problem"];
            409: components["responses"]["Problem"];
            413: components["responses"]["Problem"];
            415: components["responses"]["Problem"];
            422: components["responses"]["Problem"];
            500: components["responses"]["Problem"];
            503: components["responses"]["Problem"];
        };
    };
    deleteChangeInstructionFromTransaction: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The tenant: a UUID, 8-4-4-4-12 hexadecimal digits (any case; lower case is the stored form). `urn:uuid:` and braced forms are refused with 400, before authorisation. */
                tenantLocator: components["parameters"]["TenantLocator"];
                /** @description The locator of the policy transaction. */
                locator: string;
                /** @description The locator of the instruction. */
                instructionLocator: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PolicyTransactionResponse"];
                };
            };
            400: components["responses"]["Problem"];
            401: components["responses"]["Problem"];
            403: components["responses"]["Problem"];
            404: components["responses"]["Problem"];
            409: components["responses"]["Problem"];
            422: components["responses"]["Problem"];
            500: components["responses"]["Problem"];
            503: components["responses"]["Problem"];
        };
    };
    updateChangeInstruction: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The tenant: a UUID, 8-4-4-4-12 hexadecimal digits (any case; lower case is the stored form). `urn:uuid:` and braced forms are refused with 400, before authorisation. */
                tenantLocator: components["parameters"]["TenantLocator"];
                /** @description The locator of the policy transaction. */
                locator: string;
                /** @description The locator of the instruction. */
                instructionLocator: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AddChangeInstructionCreateRequest"] | components["schemas"]["DeleteChangeInstructionCreateRequest"] | components["schemas"]["ModifyChangeInstructionCreateRequest"] | components["schemas"]["ParamsChangeInstructionCreateRequest"] | components["schemas"]["TransactionDataChangeInstructionCreateRequest"];
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PolicyTransactionResponse"];
                };
            };
            400: components["responses"]["Problem"];
            401: components["responses"]["Problem"];
            403: components["responses"]["Problem"];
            404: components["responses"]["Problem"];
            409: components["responses"]["Problem"];
            413: components["responses"]["Problem"];
            415: components["responses"]["Problem"];
            422: components["responses"]["Problem"];
            500: components["responses"]["Problem"];
            503: components["responses"]["Problem"];
        };
    };
    discardTransaction: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The tenant: a UUID, 8-4-4-4-12 hexadecimal digits (any case; lower case is the stored form). `urn:uuid:` and braced forms are refused with 400, before authorisation. */
                tenantLocator: components["parameters"]["TenantLocator"];
                /** @description The locator of the policy transaction. */
                locator: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PolicyTransactionResponse"];
                };
            };
            400: components["responses"]["Problem"];
            401: components["responses"]["Problem"];
            403: components["responses"]["Problem"];
            404: components["responses"]["Problem"];
            409: components["responses"]["Problem"];
            422: components["responses"]["Problem"];
            500: components["responses"]["Problem"];
            503: components["responses"]["Problem"];
        };
    };
    addElementsToPolicyWithTransaction: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The tenant: a UUID, 8-4-4-4-12 hexadecimal digits (any case; lower case is the stored form). `urn:uuid:` and braced forms are refused with 400, before authorisation. */
                tenantLocator: components["parameters"]["TenantLocator"];
                /** @description The locator of the policy transaction. */
                locator: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ElementCreateRequest"][];
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SegmentResponse"][];
                };
            };
            400: components["responses"]["Problem"];
            401: components["responses"]["Problem"];
            403: components["responses"]["Problem"];
            404: components["responses"]["Problem"];
            409: components["responses"]["Problem"];
            413: components["responses"]["Problem"];
            415: components["responses"]["Problem"];
            422: components["responses"]["Problem"];
            500: components["responses"]["Problem"];
            503: components["responses"]["Problem"];
        };
    };
    removeElementsFromPolicyWithTransaction: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The tenant: a UUID, 8-4-4-4-12 hexadecimal digits (any case; lower case is the stored form). `urn:uuid:` and braced forms are refused with 400, before authorisation. */
                tenantLocator: components["parameters"]["TenantLocator"];
                /** @description The locator of the policy transaction. */
                locator: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": string[];
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SegmentResponse"][];
                };
            };
            400: components["responses"]["Problem"];
            401: components["responses"]["Problem"];
            403: components["responses"]["Problem"];
            404: components["responses"]["Problem"];
            409: components["responses"]["Problem"];
            413: components["responses"]["Problem"];
            415: components["responses"]["Problem"];
            422: components["responses"]["Problem"];
            500: components["responses"]["Problem"];
            503: components["responses"]["Problem"];
        };
    };
    updateElementsInPolicyWithTransaction: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The tenant: a UUID, 8-4-4-4-12 hexadecimal digits (any case; lower case is the stored form). `urn:uuid:` and braced forms are refused with 400, before authorisation. */
                tenantLocator: components["parameters"]["TenantLocator"];
                /** @description The locator of the policy transaction. */
                locator: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ElementUpdateRequest"];
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SegmentResponse"][];
                };
            };
            400: components["responses"]["Problem"];
            401: components["responses"]["Problem"];
            403: components["responses"]["Problem"];
            404: components["responses"]["Problem"];
            409: components["responses"]["Problem"];
            413: components["responses"]["Problem"];
            415: components["responses"]["Problem"];
            422: components["responses"]["Problem"];
            500: components["responses"]["Problem"];
            503: components["responses"]["Problem"];
        };
    };
    fetchPolicyTransactionWithUpdatedChanges: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The tenant: a UUID, 8-4-4-4-12 hexadecimal digits (any case; lower case is the stored form). `urn:uuid:` and braced forms are refused with 400, before authorisation. */
                tenantLocator: components["parameters"]["TenantLocator"];
                /** @description The locator of the policy transaction. */
                locator: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PolicyTransactionResponse"];
                };
            };
            400: components["responses"]["Problem"];
            401: components["responses"]["Problem"];
            403: components["responses"]["Problem"];
            404: components["responses"]["Problem"];
            500: components["responses"]["Problem"];
        };
    };
    fetchDependencyMapForPolicyTransaction: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The tenant: a UUID, 8-4-4-4-12 hexadecimal digits (any case; lower case is the stored form). `urn:uuid:` and braced forms are refused with 400, before authorisation. */
                tenantLocator: components["parameters"]["TenantLocator"];
                /** @description The locator of the policy transaction. */
                locator: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        [key: string]: {
                            [key: string]: components["schemas"]["ConstraintDependency"];
                        };
                    };
                };
            };
            400: components["responses"]["Problem"];
            401: components["responses"]["Problem"];
            403: components["responses"]["Problem"];
            404: components["responses"]["Problem"];
            500: components["responses"]["Problem"];
        };
    };
    evaluateConstraintsForPolicyTransaction: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The tenant: a UUID, 8-4-4-4-12 hexadecimal digits (any case; lower case is the stored form). `urn:uuid:` and braced forms are refused with 400, before authorisation. */
                tenantLocator: components["parameters"]["TenantLocator"];
                /** @description The locator of the policy transaction. */
                locator: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    [key: string]: {
                        [key: string]: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        [key: string]: {
                            [key: string]: string[];
                        };
                    };
                };
            };
            400: components["responses"]["Problem"];
            401: components["responses"]["Problem"];
            403: components["responses"]["Problem"];
            404: components["responses"]["Problem"];
            413: components["responses"]["Problem"];
            415: components["responses"]["Problem"];
            422: components["responses"]["Problem"];
            500: components["responses"]["Problem"];
        };
    };
    initializeTransaction: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The tenant: a UUID, 8-4-4-4-12 hexadecimal digits (any case; lower case is the stored form). `urn:uuid:` and braced forms are refused with 400, before authorisation. */
                tenantLocator: components["parameters"]["TenantLocator"];
                /** @description The locator of the policy transaction. */
                locator: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PolicyTransactionResponse"];
                };
            };
            400: components["responses"]["Problem"];
            401: components["responses"]["Problem"];
            403: components["responses"]["Problem"];
            404: components["responses"]["Problem"];
            409: components["responses"]["Problem"];
            422: components["responses"]["Problem"];
            500: components["responses"]["Problem"];
            503: components["responses"]["Problem"];
        };
    };
    issueTransaction: {
        parameters: {
            query?: {
                /** @description `true`: a transaction on a stale base (or invalidated by another's issue) is rebuilt on the policy's latest issued transaction, run through every step and issued when its flags let it. */
                autoRebase?: boolean;
            };
            header?: never;
            path: {
                /** @description The tenant: a UUID, 8-4-4-4-12 hexadecimal digits (any case; lower case is the stored form). `urn:uuid:` and braced forms are refused with 400, before authorisation. */
                tenantLocator: components["parameters"]["TenantLocator"];
                /** @description The locator of the policy transaction. */
                locator: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PolicyTransactionResponse"];
                };
            };
            400: components["responses"]["Problem"];
            401: components["responses"]["Problem"];
            403: components["responses"]["Problem"];
            404: components["responses"]["Problem"];
            409: components["responses"]["Problem"];
            422: components["responses"]["Problem"];
            500: components["responses"]["Problem"];
            503: components["responses"]["Problem"];
        };
    };
    fetchTransactionPricing: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The tenant: a UUID, 8-4-4-4-12 hexadecimal digits (any case; lower case is the stored form). `urn:uuid:` and braced forms are refused with 400, before authorisation. */
                tenantLocator: components["parameters"]["TenantLocator"];
                /** @description The locator of the transaction. */
                locator: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TransactionPriceResponse"];
                };
            };
            400: components["responses"]["Problem"];
            401: components["responses"]["Problem"];
            403: components["responses"]["Problem"];
            404: components["responses"]["Problem"];
            500: components["responses"]["Problem"];
        };
    };
    priceTransaction: {
        parameters: {
            query?: {
                /** @description `true`: run the step and answer its result without storing anything or changing the transaction's state. */
                stateless?: boolean;
            };
            header?: never;
            path: {
                /** @description The tenant: a UUID, 8-4-4-4-12 hexadecimal digits (any case; lower case is the stored form). `urn:uuid:` and braced forms are refused with 400, before authorisation. */
                tenantLocator: components["parameters"]["TenantLocator"];
                /** @description The locator of the policy transaction. */
                locator: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TransactionPriceResponse"];
                };
            };
            400: components["responses"]["Problem"];
            401: components["responses"]["Problem"];
            403: components["responses"]["Problem"];
            404: components["responses"]["Problem"];
            409: components["responses"]["Problem"];
            422: components["responses"]["Problem"];
            500: components["responses"]["Problem"];
            503: components["responses"]["Problem"];
        };
    };
    refuseTransaction: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The tenant: a UUID, 8-4-4-4-12 hexadecimal digits (any case; lower case is the stored form). `urn:uuid:` and braced forms are refused with 400, before authorisation. */
                tenantLocator: components["parameters"]["TenantLocator"];
                /** @description The locator of the policy transaction. */
                locator: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PolicyTransactionResponse"];
                };
            };
            400: components["responses"]["Problem"];
            401: components["responses"]["Problem"];
            403: components["responses"]["Problem"];
            404: components["responses"]["Problem"];
            409: components["responses"]["Problem"];
            422: components["responses"]["Problem"];
            500: components["responses"]["Problem"];
            503: components["responses"]["Problem"];
        };
    };
    resetTransaction: {
        parameters: {
            query?: {
                /** @description `true`: back to draft, where instructions can change again. */
                resetToDraft?: boolean;
            };
            header?: never;
            path: {
                /** @description The tenant: a UUID, 8-4-4-4-12 hexadecimal digits (any case; lower case is the stored form). `urn:uuid:` and braced forms are refused with 400, before authorisation. */
                tenantLocator: components["parameters"]["TenantLocator"];
                /** @description The locator of the policy transaction. */
                locator: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ResetOptions"];
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PolicyTransactionResponse"];
                };
            };
            400: components["responses"]["Problem"];
            401: components["responses"]["Problem"];
            403: components["responses"]["Problem"];
            404: components["responses"]["Problem"];
            409: components["responses"]["Problem"];
            413: components["responses"]["Problem"];
            415: components["responses"]["Problem"];
            422: components["responses"]["Problem"];
            500: components["responses"]["Problem"];
            503: components["responses"]["Problem"];
        };
    };
    fetchTransactionSegment: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The tenant: a UUID, 8-4-4-4-12 hexadecimal digits (any case; lower case is the stored form). `urn:uuid:` and braced forms are refused with 400, before authorisation. */
                tenantLocator: components["parameters"]["TenantLocator"];
                /** @description The locator of the policy transaction. */
                locator: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SegmentResponse"];
                };
            };
            400: components["responses"]["Problem"];
            401: components["responses"]["Problem"];
            403: components["responses"]["Problem"];
            404: components["responses"]["Problem"];
            500: components["responses"]["Problem"];
        };
    };
    fetchTransactionSegments: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The tenant: a UUID, 8-4-4-4-12 hexadecimal digits (any case; lower case is the stored form). `urn:uuid:` and braced forms are refused with 400, before authorisation. */
                tenantLocator: components["parameters"]["TenantLocator"];
                /** @description The locator of the policy transaction. */
                locator: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    Deprecation: components["headers"]["Deprecation"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SegmentResponse"][];
                };
            };
            400: components["responses"]["Problem"];
            401: components["responses"]["Problem"];
            403: components["responses"]["Problem"];
            404: components["responses"]["Problem"];
            500: components["responses"]["Problem"];
        };
    };
    fetchPolicySegmentEx: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The tenant: a UUID, 8-4-4-4-12 hexadecimal digits (any case; lower case is the stored form). `urn:uuid:` and braced forms are refused with 400, before authorisation. */
                tenantLocator: components["parameters"]["TenantLocator"];
                /** @description The locator of the policy transaction. */
                locator: string;
                /** @description The segment. */
                segmentLocator: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    Deprecation: components["headers"]["Deprecation"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SegmentResponse"];
                };
            };
            400: components["responses"]["Problem"];
            401: components["responses"]["Problem"];
            403: components["responses"]["Problem"];
            404: components["responses"]["Problem"];
            500: components["responses"]["Problem"];
        };
    };
    patchTransactionData: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The tenant: a UUID, 8-4-4-4-12 hexadecimal digits (any case; lower case is the stored form). `urn:uuid:` and braced forms are refused with 400, before authorisation. */
                tenantLocator: components["parameters"]["TenantLocator"];
                /** @description The locator of the policy transaction. */
                locator: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PatchTransactionDataRequest"];
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PolicyTransactionResponse"];
                };
            };
            400: components["responses"]["Problem"];
            401: components["responses"]["Problem"];
            403: components["responses"]["Problem"];
            404: components["responses"]["Problem"];
            409: components["responses"]["Problem"];
            413: components["responses"]["Problem"];
            415: components["responses"]["Problem"];
            422: components["responses"]["Problem"];
            500: components["responses"]["Problem"];
            503: components["responses"]["Problem"];
        };
    };
    underwriteTransaction: {
        parameters: {
            query?: {
                /** @description `true`: run the step and answer its result without storing anything or changing the transaction's state. */
                stateless?: boolean;
            };
            header?: never;
            path: {
                /** @description The tenant: a UUID, 8-4-4-4-12 hexadecimal digits (any case; lower case is the stored form). `urn:uuid:` and braced forms are refused with 400, before authorisation. */
                tenantLocator: components["parameters"]["TenantLocator"];
                /** @description The locator of the policy transaction. */
                locator: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TransactionUnderwritingResponse"];
                };
            };
            400: components["responses"]["Problem"];
            401: components["responses"]["Problem"];
            403: components["responses"]["Problem"];
            404: components["responses"]["Problem"];
            409: components["responses"]["Problem"];
            422: components["responses"]["Problem"];
            500: components["responses"]["Problem"];
            503: components["responses"]["Problem"];
        };
    };
    fetchUnderwritingFlagsForTransaction: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The tenant: a UUID, 8-4-4-4-12 hexadecimal digits (any case; lower case is the stored form). `urn:uuid:` and braced forms are refused with 400, before authorisation. */
                tenantLocator: components["parameters"]["TenantLocator"];
                /** @description The locator of the policy transaction. */
                locator: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TransactionUnderwritingFlagsResponse"];
                };
            };
            400: components["responses"]["Problem"];
            401: components["responses"]["Problem"];
            403: components["responses"]["Problem"];
            404: components["responses"]["Problem"];
            500: components["responses"]["Problem"];
        };
    };
    updateUnderwritingFlagsForPolicyTransaction: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The tenant: a UUID, 8-4-4-4-12 hexadecimal digits (any case; lower case is the stored form). `urn:uuid:` and braced forms are refused with 400, before authorisation. */
                tenantLocator: components["parameters"]["TenantLocator"];
                /** @description The locator of the policy transaction. */
                locator: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UnderwritingFlagsUpdateRequest"];
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TransactionUnderwritingFlagsResponse"];
                };
            };
            400: components["responses"]["Problem"];
            401: components["responses"]["Problem"];
            403: components["responses"]["Problem"];
            404: components["responses"]["Problem"];
            409: components["responses"]["Problem"];
            413: components["responses"]["Problem"];
            415: components["responses"]["Problem"];
            422: components["responses"]["Problem"];
            500: components["responses"]["Problem"];
            503: components["responses"]["Problem"];
        };
    };
    addApproveUnderwritingFlagsForTransaction: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes this create safe to send again: a repeat with the same key and request within 24 hours is answered the first answer and does nothing; another request under the key is a 409. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @description The tenant: a UUID, 8-4-4-4-12 hexadecimal digits (any case; lower case is the stored form). `urn:uuid:` and braced forms are refused with 400, before authorisation. */
                tenantLocator: components["parameters"]["TenantLocator"];
                /** @description The locator of the policy transaction. */
                locator: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UnderwritingFlagCreateRequest"];
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TransactionUnderwritingFlagsResponse"];
                };
            };
            400: components["responses"]["Problem"];
            401: components["responses"]["Problem"];
            403: components["responses"]["Problem"];
            404: components["responses"]["Problem"];
            409: components["responses"]["Problem"];
            413: components["responses"]["Problem"];
            415: components["responses"]["Problem"];
            422: components["responses"]["Problem"];
            500: components["responses"]["Problem"];
            503: components["responses"]["Problem"];
        };
    };
    clearApproveUnderwritingFlagsForTransaction: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The tenant: a UUID, 8-4-4-4-12 hexadecimal digits (any case; lower case is the stored form). `urn:uuid:` and braced forms are refused with 400, before authorisation. */
                tenantLocator: components["parameters"]["TenantLocator"];
                /** @description The locator of the policy transaction. */
                locator: string;
                /** @description The locator of the flag to clear. */
                flagLocator: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TransactionUnderwritingFlagsResponse"];
                };
            };
            400: components["responses"]["Problem"];
            401: components["responses"]["Problem"];
            403: components["responses"]["Problem"];
            404: components["responses"]["Problem"];
            409: components["responses"]["Problem"];
            422: components["responses"]["Problem"];
            500: components["responses"]["Problem"];
            503: components["responses"]["Problem"];
        };
    };
    addBlockUnderwritingFlagsForTransaction: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes this create safe to send again: a repeat with the same key and request within 24 hours is answered the first answer and does nothing; another request under the key is a 409. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @description The tenant: a UUID, 8-4-4-4-12 hexadecimal digits (any case; lower case is the stored form). `urn:uuid:` and braced forms are refused with 400, before authorisation. */
                tenantLocator: components["parameters"]["TenantLocator"];
                /** @description The locator of the policy transaction. */
                locator: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UnderwritingFlagCreateRequest"];
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TransactionUnderwritingFlagsResponse"];
                };
            };
            400: components["responses"]["Problem"];
            401: components["responses"]["Problem"];
            403: components["responses"]["Problem"];
            404: components["responses"]["Problem"];
            409: components["responses"]["Problem"];
            413: components["responses"]["Problem"];
            415: components["responses"]["Problem"];
            422: components["responses"]["Problem"];
            500: components["responses"]["Problem"];
            503: components["responses"]["Problem"];
        };
    };
    clearBlockUnderwritingFlagsForTransaction: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The tenant: a UUID, 8-4-4-4-12 hexadecimal digits (any case; lower case is the stored form). `urn:uuid:` and braced forms are refused with 400, before authorisation. */
                tenantLocator: components["parameters"]["TenantLocator"];
                /** @description The locator of the policy transaction. */
                locator: string;
                /** @description The locator of the flag to clear. */
                flagLocator: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TransactionUnderwritingFlagsResponse"];
                };
            };
            400: components["responses"]["Problem"];
            401: components["responses"]["Problem"];
            403: components["responses"]["Problem"];
            404: components["responses"]["Problem"];
            409: components["responses"]["Problem"];
            422: components["responses"]["Problem"];
            500: components["responses"]["Problem"];
            503: components["responses"]["Problem"];
        };
    };
    addDeclineUnderwritingFlagsForTransaction: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes this create safe to send again: a repeat with the same key and request within 24 hours is answered the first answer and does nothing; another request under the key is a 409. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @description The tenant: a UUID, 8-4-4-4-12 hexadecimal digits (any case; lower case is the stored form). `urn:uuid:` and braced forms are refused with 400, before authorisation. */
                tenantLocator: components["parameters"]["TenantLocator"];
                /** @description The locator of the policy transaction. */
                locator: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UnderwritingFlagCreateRequest"];
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TransactionUnderwritingFlagsResponse"];
                };
            };
            400: components["responses"]["Problem"];
            401: components["responses"]["Problem"];
            403: components["responses"]["Problem"];
            404: components["responses"]["Problem"];
            409: components["responses"]["Problem"];
            413: components["responses"]["Problem"];
            415: components["responses"]["Problem"];
            422: components["responses"]["Problem"];
            500: components["responses"]["Problem"];
            503: components["responses"]["Problem"];
        };
    };
    clearDeclineUnderwritingFlagsForTransaction: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The tenant: a UUID, 8-4-4-4-12 hexadecimal digits (any case; lower case is the stored form). `urn:uuid:` and braced forms are refused with 400, before authorisation. */
                tenantLocator: components["parameters"]["TenantLocator"];
                /** @description The locator of the policy transaction. */
                locator: string;
                /** @description The locator of the flag to clear. */
                flagLocator: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TransactionUnderwritingFlagsResponse"];
                };
            };
            400: components["responses"]["Problem"];
            401: components["responses"]["Problem"];
            403: components["responses"]["Problem"];
            404: components["responses"]["Problem"];
            409: components["responses"]["Problem"];
            422: components["responses"]["Problem"];
            500: components["responses"]["Problem"];
            503: components["responses"]["Problem"];
        };
    };
    addInfoUnderwritingFlagsForTransaction: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes this create safe to send again: a repeat with the same key and request within 24 hours is answered the first answer and does nothing; another request under the key is a 409. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @description The tenant: a UUID, 8-4-4-4-12 hexadecimal digits (any case; lower case is the stored form). `urn:uuid:` and braced forms are refused with 400, before authorisation. */
                tenantLocator: components["parameters"]["TenantLocator"];
                /** @description The locator of the policy transaction. */
                locator: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UnderwritingFlagCreateRequest"];
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TransactionUnderwritingFlagsResponse"];
                };
            };
            400: components["responses"]["Problem"];
            401: components["responses"]["Problem"];
            403: components["responses"]["Problem"];
            404: components["responses"]["Problem"];
            409: components["responses"]["Problem"];
            413: components["responses"]["Problem"];
            415: components["responses"]["Problem"];
            422: components["responses"]["Problem"];
            500: components["responses"]["Problem"];
            503: components["responses"]["Problem"];
        };
    };
    clearInfoUnderwritingFlagsForTransaction: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The tenant: a UUID, 8-4-4-4-12 hexadecimal digits (any case; lower case is the stored form). `urn:uuid:` and braced forms are refused with 400, before authorisation. */
                tenantLocator: components["parameters"]["TenantLocator"];
                /** @description The locator of the policy transaction. */
                locator: string;
                /** @description The locator of the flag to clear. */
                flagLocator: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TransactionUnderwritingFlagsResponse"];
                };
            };
            400: components["responses"]["Problem"];
            401: components["responses"]["Problem"];
            403: components["responses"]["Problem"];
            404: components["responses"]["Problem"];
            409: components["responses"]["Problem"];
            422: components["responses"]["Problem"];
            500: components["responses"]["Problem"];
            503: components["responses"]["Problem"];
        };
    };
    addRejectUnderwritingFlagsForTransaction: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes this create safe to send again: a repeat with the same key and request within 24 hours is answered the first answer and does nothing; another request under the key is a 409. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @description The tenant: a UUID, 8-4-4-4-12 hexadecimal digits (any case; lower case is the stored form). `urn:uuid:` and braced forms are refused with 400, before authorisation. */
                tenantLocator: components["parameters"]["TenantLocator"];
                /** @description The locator of the policy transaction. */
                locator: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UnderwritingFlagCreateRequest"];
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TransactionUnderwritingFlagsResponse"];
                };
            };
            400: components["responses"]["Problem"];
            401: components["responses"]["Problem"];
            403: components["responses"]["Problem"];
            404: components["responses"]["Problem"];
            409: components["responses"]["Problem"];
            413: components["responses"]["Problem"];
            415: components["responses"]["Problem"];
            422: components["responses"]["Problem"];
            500: components["responses"]["Problem"];
            503: components["responses"]["Problem"];
        };
    };
    clearRejectUnderwritingFlagsForTransaction: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The tenant: a UUID, 8-4-4-4-12 hexadecimal digits (any case; lower case is the stored form). `urn:uuid:` and braced forms are refused with 400, before authorisation. */
                tenantLocator: components["parameters"]["TenantLocator"];
                /** @description The locator of the policy transaction. */
                locator: string;
                /** @description The locator of the flag to clear. */
                flagLocator: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TransactionUnderwritingFlagsResponse"];
                };
            };
            400: components["responses"]["Problem"];
            401: components["responses"]["Problem"];
            403: components["responses"]["Problem"];
            404: components["responses"]["Problem"];
            409: components["responses"]["Problem"];
            422: components["responses"]["Problem"];
            500: components["responses"]["Problem"];
            503: components["responses"]["Problem"];
        };
    };
    validateTransaction: {
        parameters: {
            query?: {
                /** @description `true`: run the step and answer its result without storing anything or changing the transaction's state. */
                stateless?: boolean;
            };
            header?: never;
            path: {
                /** @description The tenant: a UUID, 8-4-4-4-12 hexadecimal digits (any case; lower case is the stored form). `urn:uuid:` and braced forms are refused with 400, before authorisation. */
                tenantLocator: components["parameters"]["TenantLocator"];
                /** @description The locator of the policy transaction. */
                locator: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PolicyTransactionResponse"];
                };
            };
            400: components["responses"]["Problem"];
            401: components["responses"]["Problem"];
            403: components["responses"]["Problem"];
            404: components["responses"]["Problem"];
            409: components["responses"]["Problem"];
            422: components["responses"]["Problem"];
            500: components["responses"]["Problem"];
            503: components["responses"]["Problem"];
        };
    };
    getReadiness: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HealthResponse"];
                };
            };
            500: components["responses"]["Problem"];
            503: components["responses"]["Problem"];
        };
    };
    createConstraintTable: {
        parameters: {
            query: {
                /** @description The resource instance's name, unique in the tenant. */
                name: components["parameters"]["NameQuery"];
                /** @description The static name declared in the configuration. */
                staticName: components["parameters"]["StaticNameQuery"];
                /** @description Jurisdictions the instance applies to (repeat the parameter for several). */
                jurisdiction?: components["parameters"]["Jurisdictions"];
            };
            header?: {
                /** @description Makes this create safe to send again: a repeat with the same key and request within 24 hours is answered the first answer and does nothing; another request under the key is a 409. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @description The tenant: a UUID, 8-4-4-4-12 hexadecimal digits (any case; lower case is the stored form). `urn:uuid:` and braced forms are refused with 400, before authorisation. */
                tenantLocator: components["parameters"]["TenantLocator"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    /**
                     * Format: binary
                     * @description A ZIP holding exactly one CSV file.
                     */
                    file: Blob | Uint8Array;
                };
                "application/zip": Blob | Uint8Array;
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BasicResourceResponse"];
                };
            };
            400: components["responses"]["Problem"];
            401: components["responses"]["Problem"];
            403: components["responses"]["Problem"];
            404: components["responses"]["Problem"];
            409: components["responses"]["Problem"];
            413: components["responses"]["Problem"];
            415: components["responses"]["Problem"];
            422: components["responses"]["Problem"];
            500: components["responses"]["Problem"];
            503: components["responses"]["Problem"];
        };
    };
    zipConstraintTable: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The tenant: a UUID, 8-4-4-4-12 hexadecimal digits (any case; lower case is the stored form). `urn:uuid:` and braced forms are refused with 400, before authorisation. */
                tenantLocator: components["parameters"]["TenantLocator"];
                /** @description The resource instance's name (or static name with `byStaticName`). */
                name: components["parameters"]["NamePath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/zip": Blob | Uint8Array;
                };
            };
            400: components["responses"]["Problem"];
            401: components["responses"]["Problem"];
            403: components["responses"]["Problem"];
            404: components["responses"]["Problem"];
            500: components["responses"]["Problem"];
        };
    };
    replaceConstraintTable: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The tenant: a UUID, 8-4-4-4-12 hexadecimal digits (any case; lower case is the stored form). `urn:uuid:` and braced forms are refused with 400, before authorisation. */
                tenantLocator: components["parameters"]["TenantLocator"];
                /** @description The resource instance's name (or static name with `byStaticName`). */
                name: components["parameters"]["NamePath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    /**
                     * Format: binary
                     * @description A ZIP holding exactly one CSV file.
                     */
                    file: Blob | Uint8Array;
                };
                "application/zip": Blob | Uint8Array;
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BasicResourceResponse"];
                };
            };
            400: components["responses"]["Problem"];
            401: components["responses"]["Problem"];
            403: components["responses"]["Problem"];
            404: components["responses"]["Problem"];
            413: components["responses"]["Problem"];
            415: components["responses"]["Problem"];
            422: components["responses"]["Problem"];
            500: components["responses"]["Problem"];
            503: components["responses"]["Problem"];
        };
    };
    fetchConstraints: {
        parameters: {
            query?: {
                /** @description With `byStaticName`: the moment whose resource groups apply (default: now). */
                date?: components["parameters"]["Date"];
                /** @description With `byStaticName`: prefer the instance for this jurisdiction. */
                jurisdiction?: components["parameters"]["Jurisdiction"];
                /** @description Resolve `name` as a static name through the resource groups in effect at `date`. */
                byStaticName?: components["parameters"]["ByStaticNameTrue"];
                /** @description Values binding the leading columns in declared order (repeat the parameter). */
                key?: string[];
            };
            header?: never;
            path: {
                /** @description The tenant: a UUID, 8-4-4-4-12 hexadecimal digits (any case; lower case is the stored form). `urn:uuid:` and braced forms are refused with 400, before authorisation. */
                tenantLocator: components["parameters"]["TenantLocator"];
                /** @description The resource instance's name (or static name with `byStaticName`). */
                name: components["parameters"]["NamePath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        [key: string]: string[];
                    };
                };
            };
            400: components["responses"]["Problem"];
            401: components["responses"]["Problem"];
            403: components["responses"]["Problem"];
            404: components["responses"]["Problem"];
            422: components["responses"]["Problem"];
            500: components["responses"]["Problem"];
        };
    };
    createDocumentResource: {
        parameters: {
            query: {
                /** @description The resource instance's name, unique in the tenant. */
                name: components["parameters"]["NameQuery"];
                /** @description The static name declared in the configuration. */
                staticName: components["parameters"]["StaticNameQuery"];
                /** @description Jurisdictions the instance applies to (repeat the parameter for several). */
                jurisdiction?: components["parameters"]["Jurisdictions"];
            };
            header: {
                /** @description Makes this create safe to send again: a repeat with the same key and request within 24 hours is answered the first answer and does nothing; another request under the key is a 409. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
                /** @description The request's own multipart content type. */
                "Content-Type": string;
            };
            path: {
                /** @description The tenant: a UUID, 8-4-4-4-12 hexadecimal digits (any case; lower case is the stored form). `urn:uuid:` and braced forms are refused with 400, before authorisation. */
                tenantLocator: components["parameters"]["TenantLocator"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    /**
                     * Format: binary
                     * @description The document; its part content type is kept and served back.
                     */
                    file: Blob | Uint8Array;
                };
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BasicResourceResponse"];
                };
            };
            400: components["responses"]["Problem"];
            401: components["responses"]["Problem"];
            403: components["responses"]["Problem"];
            404: components["responses"]["Problem"];
            409: components["responses"]["Problem"];
            413: components["responses"]["Problem"];
            415: components["responses"]["Problem"];
            422: components["responses"]["Problem"];
            500: components["responses"]["Problem"];
            503: components["responses"]["Problem"];
        };
    };
    fetchDocumentResourceByName: {
        parameters: {
            query?: {
                /** @description Resolve `name` as a static name through the resource groups in effect at `date`. */
                byStaticName?: components["parameters"]["ByStaticName"];
                /** @description With `byStaticName`: the moment whose resource groups apply (default: now). */
                date?: components["parameters"]["Date"];
                /** @description With `byStaticName`: prefer the instance for this jurisdiction. */
                jurisdiction?: components["parameters"]["Jurisdiction"];
            };
            header?: never;
            path: {
                /** @description The tenant: a UUID, 8-4-4-4-12 hexadecimal digits (any case; lower case is the stored form). `urn:uuid:` and braced forms are refused with 400, before authorisation. */
                tenantLocator: components["parameters"]["TenantLocator"];
                /** @description The resource instance's name (or static name with `byStaticName`). */
                name: components["parameters"]["NamePath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "*/*": Blob | Uint8Array;
                };
            };
            400: components["responses"]["Problem"];
            401: components["responses"]["Problem"];
            403: components["responses"]["Problem"];
            404: components["responses"]["Problem"];
            500: components["responses"]["Problem"];
        };
    };
    updateDocument: {
        parameters: {
            query?: never;
            header: {
                /** @description The request's own multipart content type. */
                "Content-Type": string;
            };
            path: {
                /** @description The tenant: a UUID, 8-4-4-4-12 hexadecimal digits (any case; lower case is the stored form). `urn:uuid:` and braced forms are refused with 400, before authorisation. */
                tenantLocator: components["parameters"]["TenantLocator"];
                /** @description The resource instance's name (or static name with `byStaticName`). */
                name: components["parameters"]["NamePath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    /**
                     * Format: binary
                     * @description The document; its part content type is kept and served back.
                     */
                    file: Blob | Uint8Array;
                };
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BasicResourceResponse"];
                };
            };
            400: components["responses"]["Problem"];
            401: components["responses"]["Problem"];
            403: components["responses"]["Problem"];
            404: components["responses"]["Problem"];
            413: components["responses"]["Problem"];
            415: components["responses"]["Problem"];
            422: components["responses"]["Problem"];
            500: components["responses"]["Problem"];
            503: components["responses"]["Problem"];
        };
    };
    addFont: {
        parameters: {
            query: {
                /** @description The resource instance's name, unique in the tenant. */
                name: components["parameters"]["NameQuery"];
                /** @description The static name declared in the configuration. */
                staticName: components["parameters"]["StaticNameQuery"];
                /** @description Jurisdictions the instance applies to (repeat the parameter for several). */
                jurisdiction?: components["parameters"]["Jurisdictions"];
            };
            header?: {
                /** @description Makes this create safe to send again: a repeat with the same key and request within 24 hours is answered the first answer and does nothing; another request under the key is a 409. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @description The tenant: a UUID, 8-4-4-4-12 hexadecimal digits (any case; lower case is the stored form). `urn:uuid:` and braced forms are refused with 400, before authorisation. */
                tenantLocator: components["parameters"]["TenantLocator"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    /**
                     * Format: binary
                     * @description A TrueType, OpenType, WOFF or WOFF2 font.
                     */
                    file: Blob | Uint8Array;
                };
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BasicResourceResponse"];
                };
            };
            400: components["responses"]["Problem"];
            401: components["responses"]["Problem"];
            403: components["responses"]["Problem"];
            404: components["responses"]["Problem"];
            409: components["responses"]["Problem"];
            413: components["responses"]["Problem"];
            415: components["responses"]["Problem"];
            422: components["responses"]["Problem"];
            500: components["responses"]["Problem"];
            503: components["responses"]["Problem"];
        };
    };
    fetchFont: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The tenant: a UUID, 8-4-4-4-12 hexadecimal digits (any case; lower case is the stored form). `urn:uuid:` and braced forms are refused with 400, before authorisation. */
                tenantLocator: components["parameters"]["TenantLocator"];
                /** @description The resource instance's name (or static name with `byStaticName`). */
                name: components["parameters"]["NamePath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/octet-stream": Blob | Uint8Array;
                };
            };
            400: components["responses"]["Problem"];
            401: components["responses"]["Problem"];
            403: components["responses"]["Problem"];
            404: components["responses"]["Problem"];
            500: components["responses"]["Problem"];
        };
    };
    createResourceGroup: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes this create safe to send again: a repeat with the same key and request within 24 hours is answered the first answer and does nothing; another request under the key is a 409. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @description The tenant: a UUID, 8-4-4-4-12 hexadecimal digits (any case; lower case is the stored form). `urn:uuid:` and braced forms are refused with 400, before authorisation. */
                tenantLocator: components["parameters"]["TenantLocator"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ResourceGroupCreateRequest"];
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResourceGroupResponse"];
                };
            };
            400: components["responses"]["Problem"];
            401: components["responses"]["Problem"];
            403: components["responses"]["Problem"];
            404: components["responses"]["Problem"];
            409: components["responses"]["Problem"];
            413: components["responses"]["Problem"];
            415: components["responses"]["Problem"];
            422: components["responses"]["Problem"];
            500: components["responses"]["Problem"];
            503: components["responses"]["Problem"];
        };
    };
    fetchResourceGroups: {
        parameters: {
            query?: {
                /** @description How many items to skip. */
                offset?: components["parameters"]["Offset"];
                /** @description How many items to return at most (1 to 1000). */
                count?: components["parameters"]["Count"];
                /** @description Absent or `true`: the list record with `listCompleted`. `false`: the bare array of items. */
                extended?: components["parameters"]["Extended"];
                /** @description Leave out retired groups. */
                excludeRetired?: boolean;
                /** @description Leave out groups that are not retired. */
                excludeActive?: boolean;
            };
            header?: never;
            path: {
                /** @description The tenant: a UUID, 8-4-4-4-12 hexadecimal digits (any case; lower case is the stored form). `urn:uuid:` and braced forms are refused with 400, before authorisation. */
                tenantLocator: components["parameters"]["TenantLocator"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResourceGroupListResponse"] | components["schemas"]["ResourceGroupResponse"][];
                };
            };
            400: components["responses"]["Problem"];
            401: components["responses"]["Problem"];
            403: components["responses"]["Problem"];
            404: components["responses"]["Problem"];
            500: components["responses"]["Problem"];
        };
    };
    fetchResourceGroup: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The tenant: a UUID, 8-4-4-4-12 hexadecimal digits (any case; lower case is the stored form). `urn:uuid:` and braced forms are refused with 400, before authorisation. */
                tenantLocator: components["parameters"]["TenantLocator"];
                /** @description The locator of the resource group. */
                locator: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResourceGroupResponse"];
                };
            };
            400: components["responses"]["Problem"];
            401: components["responses"]["Problem"];
            403: components["responses"]["Problem"];
            404: components["responses"]["Problem"];
            500: components["responses"]["Problem"];
        };
    };
    updateResourceGroup: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The tenant: a UUID, 8-4-4-4-12 hexadecimal digits (any case; lower case is the stored form). `urn:uuid:` and braced forms are refused with 400, before authorisation. */
                tenantLocator: components["parameters"]["TenantLocator"];
                /** @description The locator of the resource group. */
                locator: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ResourceGroupUpdateRequest"];
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResourceGroupResponse"];
                };
            };
            400: components["responses"]["Problem"];
            401: components["responses"]["Problem"];
            403: components["responses"]["Problem"];
            404: components["responses"]["Problem"];
            409: components["responses"]["Problem"];
            413: components["responses"]["Problem"];
            415: components["responses"]["Problem"];
            422: components["responses"]["Problem"];
            500: components["responses"]["Problem"];
            503: components["responses"]["Problem"];
        };
    };
    retire: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The tenant: a UUID, 8-4-4-4-12 hexadecimal digits (any case; lower case is the stored form). `urn:uuid:` and braced forms are refused with 400, before authorisation. */
                tenantLocator: components["parameters"]["TenantLocator"];
                /** @description The locator of the resource group. */
                locator: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success; no body. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["Problem"];
            401: components["responses"]["Problem"];
            403: components["responses"]["Problem"];
            404: components["responses"]["Problem"];
            500: components["responses"]["Problem"];
            503: components["responses"]["Problem"];
        };
    };
    createRangeTable: {
        parameters: {
            query: {
                /** @description The resource instance's name, unique in the tenant. */
                name: components["parameters"]["NameQuery"];
                /** @description The static name declared in the configuration. */
                staticName: components["parameters"]["StaticNameQuery"];
                /** @description Jurisdictions the instance applies to (repeat the parameter for several). */
                jurisdiction?: components["parameters"]["Jurisdictions"];
            };
            header?: {
                /** @description Makes this create safe to send again: a repeat with the same key and request within 24 hours is answered the first answer and does nothing; another request under the key is a 409. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @description The tenant: a UUID, 8-4-4-4-12 hexadecimal digits (any case; lower case is the stored form). `urn:uuid:` and braced forms are refused with 400, before authorisation. */
                tenantLocator: components["parameters"]["TenantLocator"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    /**
                     * Format: binary
                     * @description A ZIP holding exactly one CSV file.
                     */
                    file: Blob | Uint8Array;
                };
                "application/zip": Blob | Uint8Array;
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BasicResourceResponse"];
                };
            };
            400: components["responses"]["Problem"];
            401: components["responses"]["Problem"];
            403: components["responses"]["Problem"];
            404: components["responses"]["Problem"];
            409: components["responses"]["Problem"];
            413: components["responses"]["Problem"];
            415: components["responses"]["Problem"];
            422: components["responses"]["Problem"];
            500: components["responses"]["Problem"];
            503: components["responses"]["Problem"];
        };
    };
    fetchRangeTableInZipFormat: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The tenant: a UUID, 8-4-4-4-12 hexadecimal digits (any case; lower case is the stored form). `urn:uuid:` and braced forms are refused with 400, before authorisation. */
                tenantLocator: components["parameters"]["TenantLocator"];
                /** @description The resource instance's name (or static name with `byStaticName`). */
                name: components["parameters"]["NamePath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/zip": Blob | Uint8Array;
                };
            };
            400: components["responses"]["Problem"];
            401: components["responses"]["Problem"];
            403: components["responses"]["Problem"];
            404: components["responses"]["Problem"];
            500: components["responses"]["Problem"];
        };
    };
    replaceRangeTable: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The tenant: a UUID, 8-4-4-4-12 hexadecimal digits (any case; lower case is the stored form). `urn:uuid:` and braced forms are refused with 400, before authorisation. */
                tenantLocator: components["parameters"]["TenantLocator"];
                /** @description The resource instance's name (or static name with `byStaticName`). */
                name: components["parameters"]["NamePath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    /**
                     * Format: binary
                     * @description A ZIP holding exactly one CSV file.
                     */
                    file: Blob | Uint8Array;
                };
                "application/zip": Blob | Uint8Array;
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BasicResourceResponse"];
                };
            };
            400: components["responses"]["Problem"];
            401: components["responses"]["Problem"];
            403: components["responses"]["Problem"];
            404: components["responses"]["Problem"];
            413: components["responses"]["Problem"];
            415: components["responses"]["Problem"];
            422: components["responses"]["Problem"];
            500: components["responses"]["Problem"];
            503: components["responses"]["Problem"];
        };
    };
    fetchRangeTableRecord: {
        parameters: {
            query: {
                /** @description With `byStaticName`: the moment whose resource groups apply (default: now). */
                date?: components["parameters"]["Date"];
                /** @description With `byStaticName`: prefer the instance for this jurisdiction. */
                jurisdiction?: components["parameters"]["Jurisdiction"];
                /** @description Resolve `name` as a static name through the resource groups in effect at `date`. */
                byStaticName?: components["parameters"]["ByStaticNameTrue"];
                /** @description Values of the key columns in declared order (repeat the parameter). */
                key: components["parameters"]["Key"];
                /** @description The value to find the covering range for. */
                boundValue: number;
            };
            header?: never;
            path: {
                /** @description The tenant: a UUID, 8-4-4-4-12 hexadecimal digits (any case; lower case is the stored form). `urn:uuid:` and braced forms are refused with 400, before authorisation. */
                tenantLocator: components["parameters"]["TenantLocator"];
                /** @description The resource instance's name (or static name with `byStaticName`). */
                name: components["parameters"]["NamePath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TableLookupResponse"];
                };
            };
            400: components["responses"]["Problem"];
            401: components["responses"]["Problem"];
            403: components["responses"]["Problem"];
            404: components["responses"]["Problem"];
            422: components["responses"]["Problem"];
            500: components["responses"]["Problem"];
        };
    };
    fetchMultipleResources: {
        parameters: {
            query?: {
                /** @description How many items to skip. */
                offset?: components["parameters"]["Offset"];
                /** @description How many items to return at most (1 to 1000). */
                count?: components["parameters"]["Count"];
                /** @description Absent or `true`: the list record with `listCompleted`. `false`: the bare array of items. */
                extended?: components["parameters"]["Extended"];
            };
            header?: never;
            path: {
                /** @description The tenant: a UUID, 8-4-4-4-12 hexadecimal digits (any case; lower case is the stored form). `urn:uuid:` and braced forms are refused with 400, before authorisation. */
                tenantLocator: components["parameters"]["TenantLocator"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResourceListResponse"] | components["schemas"]["ResourceResponse"][];
                };
            };
            400: components["responses"]["Problem"];
            401: components["responses"]["Problem"];
            403: components["responses"]["Problem"];
            404: components["responses"]["Problem"];
            500: components["responses"]["Problem"];
        };
    };
    fetchMultipleResourcesByType: {
        parameters: {
            query?: {
                /** @description How many items to skip. */
                offset?: components["parameters"]["Offset"];
                /** @description How many items to return at most (1 to 1000). */
                count?: components["parameters"]["Count"];
                /** @description Absent or `true`: the list record with `listCompleted`. `false`: the bare array of items. */
                extended?: components["parameters"]["Extended"];
            };
            header?: never;
            path: {
                /** @description The tenant: a UUID, 8-4-4-4-12 hexadecimal digits (any case; lower case is the stored form). `urn:uuid:` and braced forms are refused with 400, before authorisation. */
                tenantLocator: components["parameters"]["TenantLocator"];
                /** @description The type to filter on. */
                type: "constraintTable" | "customFont" | "documentTemplate" | "documentTemplateSnippet" | "rangeTable" | "secret" | "staticDocument" | "table";
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResourceListResponse"] | components["schemas"]["ResourceResponse"][];
                };
            };
            400: components["responses"]["Problem"];
            401: components["responses"]["Problem"];
            403: components["responses"]["Problem"];
            404: components["responses"]["Problem"];
            500: components["responses"]["Problem"];
        };
    };
    fetchResource: {
        parameters: {
            query?: {
                /** @description Resolve `name` as a static name through the resource groups in effect at `date`. */
                byStaticName?: components["parameters"]["ByStaticName"];
                /** @description With `byStaticName`: the moment whose resource groups apply (default: now). */
                date?: components["parameters"]["Date"];
                /** @description With `byStaticName`: prefer the instance for this jurisdiction. */
                jurisdiction?: components["parameters"]["Jurisdiction"];
            };
            header?: never;
            path: {
                /** @description The tenant: a UUID, 8-4-4-4-12 hexadecimal digits (any case; lower case is the stored form). `urn:uuid:` and braced forms are refused with 400, before authorisation. */
                tenantLocator: components["parameters"]["TenantLocator"];
                /** @description The resource instance's name (or static name with `byStaticName`). */
                name: components["parameters"]["NamePath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResourceResponse"];
                };
            };
            400: components["responses"]["Problem"];
            401: components["responses"]["Problem"];
            403: components["responses"]["Problem"];
            404: components["responses"]["Problem"];
            500: components["responses"]["Problem"];
        };
    };
    createSecret: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes this create safe to send again: a repeat with the same key and request within 24 hours is answered the first answer and does nothing; another request under the key is a 409. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @description The tenant: a UUID, 8-4-4-4-12 hexadecimal digits (any case; lower case is the stored form). `urn:uuid:` and braced forms are refused with 400, before authorisation. */
                tenantLocator: components["parameters"]["TenantLocator"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SecretCreateRequest"];
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SecretResponse"];
                };
            };
            400: components["responses"]["Problem"];
            401: components["responses"]["Problem"];
            403: components["responses"]["Problem"];
            404: components["responses"]["Problem"];
            409: components["responses"]["Problem"];
            413: components["responses"]["Problem"];
            415: components["responses"]["Problem"];
            422: components["responses"]["Problem"];
            500: components["responses"]["Problem"];
            503: components["responses"]["Problem"];
        };
    };
    fetchSecret: {
        parameters: {
            query?: {
                /** @description Resolve `name` as a static name through the resource groups in effect at `date`. */
                byStaticName?: components["parameters"]["ByStaticName"];
                /** @description With `byStaticName`: the moment whose resource groups apply (default: now). */
                date?: components["parameters"]["Date"];
                /** @description With `byStaticName`: prefer the instance for this jurisdiction. */
                jurisdiction?: components["parameters"]["Jurisdiction"];
            };
            header?: never;
            path: {
                /** @description The tenant: a UUID, 8-4-4-4-12 hexadecimal digits (any case; lower case is the stored form). `urn:uuid:` and braced forms are refused with 400, before authorisation. */
                tenantLocator: components["parameters"]["TenantLocator"];
                /** @description The resource instance's name (or static name with `byStaticName`). */
                name: components["parameters"]["NamePath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SecretResponse"];
                };
            };
            400: components["responses"]["Problem"];
            401: components["responses"]["Problem"];
            403: components["responses"]["Problem"];
            404: components["responses"]["Problem"];
            500: components["responses"]["Problem"];
        };
    };
    deleteSecret: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The tenant: a UUID, 8-4-4-4-12 hexadecimal digits (any case; lower case is the stored form). `urn:uuid:` and braced forms are refused with 400, before authorisation. */
                tenantLocator: components["parameters"]["TenantLocator"];
                /** @description The resource instance's name (or static name with `byStaticName`). */
                name: components["parameters"]["NamePath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success; no body. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["Problem"];
            401: components["responses"]["Problem"];
            403: components["responses"]["Problem"];
            404: components["responses"]["Problem"];
            500: components["responses"]["Problem"];
            503: components["responses"]["Problem"];
        };
    };
    updateSecret: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The tenant: a UUID, 8-4-4-4-12 hexadecimal digits (any case; lower case is the stored form). `urn:uuid:` and braced forms are refused with 400, before authorisation. */
                tenantLocator: components["parameters"]["TenantLocator"];
                /** @description The resource instance's name (or static name with `byStaticName`). */
                name: components["parameters"]["NamePath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    [key: string]: {
                        [key: string]: unknown;
                    };
                };
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SecretResponse"];
                };
            };
            400: components["responses"]["Problem"];
            401: components["responses"]["Problem"];
            403: components["responses"]["Problem"];
            404: components["responses"]["Problem"];
            413: components["responses"]["Problem"];
            415: components["responses"]["Problem"];
            422: components["responses"]["Problem"];
            500: components["responses"]["Problem"];
            503: components["responses"]["Problem"];
        };
    };
    createLookupTable: {
        parameters: {
            query: {
                /** @description The resource instance's name, unique in the tenant. */
                name: components["parameters"]["NameQuery"];
                /** @description The static name declared in the configuration. */
                staticName: components["parameters"]["StaticNameQuery"];
                /** @description Jurisdictions the instance applies to (repeat the parameter for several). */
                jurisdiction?: components["parameters"]["Jurisdictions"];
            };
            header?: {
                /** @description Makes this create safe to send again: a repeat with the same key and request within 24 hours is answered the first answer and does nothing; another request under the key is a 409. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @description The tenant: a UUID, 8-4-4-4-12 hexadecimal digits (any case; lower case is the stored form). `urn:uuid:` and braced forms are refused with 400, before authorisation. */
                tenantLocator: components["parameters"]["TenantLocator"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    /**
                     * Format: binary
                     * @description A ZIP holding exactly one CSV file.
                     */
                    file: Blob | Uint8Array;
                };
                "application/zip": Blob | Uint8Array;
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BasicResourceResponse"];
                };
            };
            400: components["responses"]["Problem"];
            401: components["responses"]["Problem"];
            403: components["responses"]["Problem"];
            404: components["responses"]["Problem"];
            409: components["responses"]["Problem"];
            413: components["responses"]["Problem"];
            415: components["responses"]["Problem"];
            422: components["responses"]["Problem"];
            500: components["responses"]["Problem"];
            503: components["responses"]["Problem"];
        };
    };
    fetchLookupTableInZipFormat: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The tenant: a UUID, 8-4-4-4-12 hexadecimal digits (any case; lower case is the stored form). `urn:uuid:` and braced forms are refused with 400, before authorisation. */
                tenantLocator: components["parameters"]["TenantLocator"];
                /** @description The resource instance's name (or static name with `byStaticName`). */
                name: components["parameters"]["NamePath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/zip": Blob | Uint8Array;
                };
            };
            400: components["responses"]["Problem"];
            401: components["responses"]["Problem"];
            403: components["responses"]["Problem"];
            404: components["responses"]["Problem"];
            500: components["responses"]["Problem"];
        };
    };
    replaceLookupTable: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The tenant: a UUID, 8-4-4-4-12 hexadecimal digits (any case; lower case is the stored form). `urn:uuid:` and braced forms are refused with 400, before authorisation. */
                tenantLocator: components["parameters"]["TenantLocator"];
                /** @description The resource instance's name (or static name with `byStaticName`). */
                name: components["parameters"]["NamePath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    /**
                     * Format: binary
                     * @description A ZIP holding exactly one CSV file.
                     */
                    file: Blob | Uint8Array;
                };
                "application/zip": Blob | Uint8Array;
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BasicResourceResponse"];
                };
            };
            400: components["responses"]["Problem"];
            401: components["responses"]["Problem"];
            403: components["responses"]["Problem"];
            404: components["responses"]["Problem"];
            413: components["responses"]["Problem"];
            415: components["responses"]["Problem"];
            422: components["responses"]["Problem"];
            500: components["responses"]["Problem"];
            503: components["responses"]["Problem"];
        };
    };
    fetchTableRecord: {
        parameters: {
            query: {
                /** @description With `byStaticName`: the moment whose resource groups apply (default: now). */
                date?: components["parameters"]["Date"];
                /** @description With `byStaticName`: prefer the instance for this jurisdiction. */
                jurisdiction?: components["parameters"]["Jurisdiction"];
                /** @description Resolve `name` as a static name through the resource groups in effect at `date`. */
                byStaticName?: components["parameters"]["ByStaticNameTrue"];
                /** @description Values of the key columns in declared order (repeat the parameter). */
                key: components["parameters"]["Key"];
            };
            header?: never;
            path: {
                /** @description The tenant: a UUID, 8-4-4-4-12 hexadecimal digits (any case; lower case is the stored form). `urn:uuid:` and braced forms are refused with 400, before authorisation. */
                tenantLocator: components["parameters"]["TenantLocator"];
                /** @description The resource instance's name (or static name with `byStaticName`). */
                name: components["parameters"]["NamePath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TableLookupResponse"];
                };
            };
            400: components["responses"]["Problem"];
            401: components["responses"]["Problem"];
            403: components["responses"]["Problem"];
            404: components["responses"]["Problem"];
            422: components["responses"]["Problem"];
            500: components["responses"]["Problem"];
        };
    };
    uploadLiquid: {
        parameters: {
            query: {
                /** @description The resource instance's name, unique in the tenant. */
                name: components["parameters"]["NameQuery"];
                /** @description The static name declared in the configuration. */
                staticName: components["parameters"]["StaticNameQuery"];
                /** @description Jurisdictions the instance applies to (repeat the parameter for several). */
                jurisdiction?: components["parameters"]["Jurisdictions"];
            };
            header?: {
                /** @description Makes this create safe to send again: a repeat with the same key and request within 24 hours is answered the first answer and does nothing; another request under the key is a 409. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @description The tenant: a UUID, 8-4-4-4-12 hexadecimal digits (any case; lower case is the stored form). `urn:uuid:` and braced forms are refused with 400, before authorisation. */
                tenantLocator: components["parameters"]["TenantLocator"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "text/plain": string;
                "multipart/form-data": components["schemas"]["TemplateResponse"];
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BasicResourceResponse"];
                };
            };
            400: components["responses"]["Problem"];
            401: components["responses"]["Problem"];
            403: components["responses"]["Problem"];
            404: components["responses"]["Problem"];
            409: components["responses"]["Problem"];
            413: components["responses"]["Problem"];
            415: components["responses"]["Problem"];
            422: components["responses"]["Problem"];
            429: components["responses"]["Problem"];
            500: components["responses"]["Problem"];
            503: components["responses"]["Problem"];
        };
    };
    updateLiquid: {
        parameters: {
            query: {
                /** @description The resource instance's name, unique in the tenant. */
                name: components["parameters"]["NameQuery"];
            };
            header?: never;
            path: {
                /** @description The tenant: a UUID, 8-4-4-4-12 hexadecimal digits (any case; lower case is the stored form). `urn:uuid:` and braced forms are refused with 400, before authorisation. */
                tenantLocator: components["parameters"]["TenantLocator"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "text/plain": string;
                "multipart/form-data": components["schemas"]["TemplateResponse"];
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BasicResourceResponse"];
                };
            };
            400: components["responses"]["Problem"];
            401: components["responses"]["Problem"];
            403: components["responses"]["Problem"];
            404: components["responses"]["Problem"];
            413: components["responses"]["Problem"];
            415: components["responses"]["Problem"];
            422: components["responses"]["Problem"];
            429: components["responses"]["Problem"];
            500: components["responses"]["Problem"];
            503: components["responses"]["Problem"];
        };
    };
    uploadVelocity: {
        parameters: {
            query: {
                /** @description The resource instance's name, unique in the tenant. */
                name: components["parameters"]["NameQuery"];
                /** @description The static name declared in the configuration. */
                staticName: components["parameters"]["StaticNameQuery"];
                /** @description Jurisdictions the instance applies to (repeat the parameter for several). */
                jurisdiction?: components["parameters"]["Jurisdictions"];
            };
            header?: {
                /** @description Makes this create safe to send again: a repeat with the same key and request within 24 hours is answered the first answer and does nothing; another request under the key is a 409. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @description The tenant: a UUID, 8-4-4-4-12 hexadecimal digits (any case; lower case is the stored form). `urn:uuid:` and braced forms are refused with 400, before authorisation. */
                tenantLocator: components["parameters"]["TenantLocator"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "text/plain": string;
                "multipart/form-data": components["schemas"]["TemplateResponse"];
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BasicResourceResponse"];
                };
            };
            400: components["responses"]["Problem"];
            401: components["responses"]["Problem"];
            403: components["responses"]["Problem"];
            404: components["responses"]["Problem"];
            409: components["responses"]["Problem"];
            413: components["responses"]["Problem"];
            415: components["responses"]["Problem"];
            422: components["responses"]["Problem"];
            429: components["responses"]["Problem"];
            500: components["responses"]["Problem"];
            503: components["responses"]["Problem"];
        };
    };
    updateVelocity: {
        parameters: {
            query: {
                /** @description The resource instance's name, unique in the tenant. */
                name: components["parameters"]["NameQuery"];
            };
            header?: never;
            path: {
                /** @description The tenant: a UUID, 8-4-4-4-12 hexadecimal digits (any case; lower case is the stored form). `urn:uuid:` and braced forms are refused with 400, before authorisation. */
                tenantLocator: components["parameters"]["TenantLocator"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "text/plain": string;
                "multipart/form-data": components["schemas"]["TemplateResponse"];
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BasicResourceResponse"];
                };
            };
            400: components["responses"]["Problem"];
            401: components["responses"]["Problem"];
            403: components["responses"]["Problem"];
            404: components["responses"]["Problem"];
            413: components["responses"]["Problem"];
            415: components["responses"]["Problem"];
            422: components["responses"]["Problem"];
            429: components["responses"]["Problem"];
            500: components["responses"]["Problem"];
            503: components["responses"]["Problem"];
        };
    };
    fetchTemplate: {
        parameters: {
            query?: {
                /** @description Resolve `name` as a static name through the resource groups in effect at `date`. */
                byStaticName?: components["parameters"]["ByStaticName"];
                /** @description With `byStaticName`: the moment whose resource groups apply (default: now). */
                date?: components["parameters"]["Date"];
                /** @description With `byStaticName`: prefer the instance for this jurisdiction. */
                jurisdiction?: components["parameters"]["Jurisdiction"];
            };
            header?: never;
            path: {
                /** @description The tenant: a UUID, 8-4-4-4-12 hexadecimal digits (any case; lower case is the stored form). `urn:uuid:` and braced forms are refused with 400, before authorisation. */
                tenantLocator: components["parameters"]["TenantLocator"];
                /** @description The resource instance's name (or static name with `byStaticName`). */
                name: components["parameters"]["NamePath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            400: components["responses"]["Problem"];
            401: components["responses"]["Problem"];
            403: components["responses"]["Problem"];
            404: components["responses"]["Problem"];
            500: components["responses"]["Problem"];
        };
    };
    createLiquidDocumentTemplate: {
        parameters: {
            query: {
                /** @description The resource instance's name, unique in the tenant. */
                name: components["parameters"]["NameQuery"];
                /** @description The static name declared in the configuration. */
                staticName: components["parameters"]["StaticNameQuery"];
                /** @description Jurisdictions the instance applies to (repeat the parameter for several). */
                jurisdiction?: components["parameters"]["Jurisdictions"];
            };
            header?: {
                /** @description Makes this create safe to send again: a repeat with the same key and request within 24 hours is answered the first answer and does nothing; another request under the key is a 409. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @description The tenant: a UUID, 8-4-4-4-12 hexadecimal digits (any case; lower case is the stored form). `urn:uuid:` and braced forms are refused with 400, before authorisation. */
                tenantLocator: components["parameters"]["TenantLocator"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "text/plain": string;
                "multipart/form-data": components["schemas"]["TemplateResponse"];
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BasicResourceResponse"];
                };
            };
            400: components["responses"]["Problem"];
            401: components["responses"]["Problem"];
            403: components["responses"]["Problem"];
            404: components["responses"]["Problem"];
            409: components["responses"]["Problem"];
            413: components["responses"]["Problem"];
            415: components["responses"]["Problem"];
            422: components["responses"]["Problem"];
            429: components["responses"]["Problem"];
            500: components["responses"]["Problem"];
            503: components["responses"]["Problem"];
        };
    };
    updateLiquidDocumentTemplate: {
        parameters: {
            query: {
                /** @description The resource instance's name, unique in the tenant. */
                name: components["parameters"]["NameQuery"];
            };
            header?: never;
            path: {
                /** @description The tenant: a UUID, 8-4-4-4-12 hexadecimal digits (any case; lower case is the stored form). `urn:uuid:` and braced forms are refused with 400, before authorisation. */
                tenantLocator: components["parameters"]["TenantLocator"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "text/plain": string;
                "multipart/form-data": components["schemas"]["TemplateResponse"];
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BasicResourceResponse"];
                };
            };
            400: components["responses"]["Problem"];
            401: components["responses"]["Problem"];
            403: components["responses"]["Problem"];
            404: components["responses"]["Problem"];
            413: components["responses"]["Problem"];
            415: components["responses"]["Problem"];
            422: components["responses"]["Problem"];
            429: components["responses"]["Problem"];
            500: components["responses"]["Problem"];
            503: components["responses"]["Problem"];
        };
    };
    createVelocityDocumentTemplate: {
        parameters: {
            query: {
                /** @description The resource instance's name, unique in the tenant. */
                name: components["parameters"]["NameQuery"];
                /** @description The static name declared in the configuration. */
                staticName: components["parameters"]["StaticNameQuery"];
                /** @description Jurisdictions the instance applies to (repeat the parameter for several). */
                jurisdiction?: components["parameters"]["Jurisdictions"];
            };
            header?: {
                /** @description Makes this create safe to send again: a repeat with the same key and request within 24 hours is answered the first answer and does nothing; another request under the key is a 409. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @description The tenant: a UUID, 8-4-4-4-12 hexadecimal digits (any case; lower case is the stored form). `urn:uuid:` and braced forms are refused with 400, before authorisation. */
                tenantLocator: components["parameters"]["TenantLocator"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "text/plain": string;
                "multipart/form-data": components["schemas"]["TemplateResponse"];
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BasicResourceResponse"];
                };
            };
            400: components["responses"]["Problem"];
            401: components["responses"]["Problem"];
            403: components["responses"]["Problem"];
            404: components["responses"]["Problem"];
            409: components["responses"]["Problem"];
            413: components["responses"]["Problem"];
            415: components["responses"]["Problem"];
            422: components["responses"]["Problem"];
            429: components["responses"]["Problem"];
            500: components["responses"]["Problem"];
            503: components["responses"]["Problem"];
        };
    };
    updateVelocityDocumentTemplate: {
        parameters: {
            query: {
                /** @description The resource instance's name, unique in the tenant. */
                name: components["parameters"]["NameQuery"];
            };
            header?: never;
            path: {
                /** @description The tenant: a UUID, 8-4-4-4-12 hexadecimal digits (any case; lower case is the stored form). `urn:uuid:` and braced forms are refused with 400, before authorisation. */
                tenantLocator: components["parameters"]["TenantLocator"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "text/plain": string;
                "multipart/form-data": components["schemas"]["TemplateResponse"];
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BasicResourceResponse"];
                };
            };
            400: components["responses"]["Problem"];
            401: components["responses"]["Problem"];
            403: components["responses"]["Problem"];
            404: components["responses"]["Problem"];
            413: components["responses"]["Problem"];
            415: components["responses"]["Problem"];
            422: components["responses"]["Problem"];
            429: components["responses"]["Problem"];
            500: components["responses"]["Problem"];
            503: components["responses"]["Problem"];
        };
    };
    fetchDocumentTemplate: {
        parameters: {
            query?: {
                /** @description Resolve `name` as a static name through the resource groups in effect at `date`. */
                byStaticName?: components["parameters"]["ByStaticName"];
                /** @description With `byStaticName`: the moment whose resource groups apply (default: now). */
                date?: components["parameters"]["Date"];
                /** @description With `byStaticName`: prefer the instance for this jurisdiction. */
                jurisdiction?: components["parameters"]["Jurisdiction"];
            };
            header?: never;
            path: {
                /** @description The tenant: a UUID, 8-4-4-4-12 hexadecimal digits (any case; lower case is the stored form). `urn:uuid:` and braced forms are refused with 400, before authorisation. */
                tenantLocator: components["parameters"]["TenantLocator"];
                /** @description The resource instance's name (or static name with `byStaticName`). */
                name: components["parameters"]["NamePath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            400: components["responses"]["Problem"];
            401: components["responses"]["Problem"];
            403: components["responses"]["Problem"];
            404: components["responses"]["Problem"];
            500: components["responses"]["Problem"];
        };
    };
    fetchTestClock: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TestClock"];
                };
            };
            400: components["responses"]["Problem"];
            401: components["responses"]["Problem"];
            403: components["responses"]["Problem"];
            404: components["responses"]["Problem"];
            500: components["responses"]["Problem"];
        };
    };
    setTestClock: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TestClockSetRequest"];
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TestClock"];
                };
            };
            400: components["responses"]["Problem"];
            401: components["responses"]["Problem"];
            403: components["responses"]["Problem"];
            404: components["responses"]["Problem"];
            413: components["responses"]["Problem"];
            415: components["responses"]["Problem"];
            500: components["responses"]["Problem"];
            503: components["responses"]["Problem"];
        };
    };
    resetTestClock: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TestClock"];
                };
            };
            400: components["responses"]["Problem"];
            401: components["responses"]["Problem"];
            403: components["responses"]["Problem"];
            404: components["responses"]["Problem"];
            500: components["responses"]["Problem"];
            503: components["responses"]["Problem"];
        };
    };
    advanceTestClock: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TestClockAdvanceRequest"];
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TestClock"];
                };
            };
            400: components["responses"]["Problem"];
            401: components["responses"]["Problem"];
            403: components["responses"]["Problem"];
            404: components["responses"]["Problem"];
            413: components["responses"]["Problem"];
            415: components["responses"]["Problem"];
            500: components["responses"]["Problem"];
            503: components["responses"]["Problem"];
        };
    };
    listTestFaults: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TestFaultList"];
                };
            };
            400: components["responses"]["Problem"];
            401: components["responses"]["Problem"];
            403: components["responses"]["Problem"];
            404: components["responses"]["Problem"];
            500: components["responses"]["Problem"];
        };
    };
    addTestFault: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TestFaultRule"];
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TestFault"];
                };
            };
            400: components["responses"]["Problem"];
            401: components["responses"]["Problem"];
            403: components["responses"]["Problem"];
            404: components["responses"]["Problem"];
            409: components["responses"]["Problem"];
            413: components["responses"]["Problem"];
            415: components["responses"]["Problem"];
            500: components["responses"]["Problem"];
            503: components["responses"]["Problem"];
        };
    };
    clearTestFaults: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TestFaultList"];
                };
            };
            400: components["responses"]["Problem"];
            401: components["responses"]["Problem"];
            403: components["responses"]["Problem"];
            404: components["responses"]["Problem"];
            500: components["responses"]["Problem"];
            503: components["responses"]["Problem"];
        };
    };
    listTestRequests: {
        parameters: {
            query?: {
                /** @description Only the answers of this operation (`webhookDelivery` for webhook deliveries, `unmatched` for paths no operation has). A name that is none of these is a 400 naming the nearest operation. */
                operationId?: components["parameters"]["TestRequestOperationId"];
                /** @description Only entries at or after this instant of the real clock (RFC 3339), such as the `at` of an earlier entry. */
                since?: components["parameters"]["TestRequestSince"];
                /** @description Only requests whose JSON body contains this JSON object: every field it gives, at any depth, with an equal value (an array given must equal the body's array). A body's secrets are redacted before it is matched, as in the journal. */
                bodyContains?: components["parameters"]["TestRequestBody"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TestRequestList"];
                };
            };
            400: components["responses"]["Problem"];
            401: components["responses"]["Problem"];
            403: components["responses"]["Problem"];
            404: components["responses"]["Problem"];
            500: components["responses"]["Problem"];
        };
    };
    resetTestState: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TestSnapshot"];
                };
            };
            400: components["responses"]["Problem"];
            401: components["responses"]["Problem"];
            403: components["responses"]["Problem"];
            404: components["responses"]["Problem"];
            500: components["responses"]["Problem"];
            503: components["responses"]["Problem"];
        };
    };
    createTestSnapshot: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TestSnapshot"];
                };
            };
            400: components["responses"]["Problem"];
            401: components["responses"]["Problem"];
            403: components["responses"]["Problem"];
            404: components["responses"]["Problem"];
            500: components["responses"]["Problem"];
            503: components["responses"]["Problem"];
        };
    };
    restoreTestSnapshot: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The snapshot, as the snapshot operation answered it. */
                snapshotLocator: components["parameters"]["TestSnapshotLocator"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TestSnapshot"];
                };
            };
            400: components["responses"]["Problem"];
            401: components["responses"]["Problem"];
            403: components["responses"]["Problem"];
            404: components["responses"]["Problem"];
            500: components["responses"]["Problem"];
            503: components["responses"]["Problem"];
        };
    };
    fetchTenantTestClock: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The tenant: a UUID, 8-4-4-4-12 hexadecimal digits (any case; lower case is the stored form). `urn:uuid:` and braced forms are refused with 400, before authorisation. */
                tenantLocator: components["parameters"]["TenantLocator"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TestClock"];
                };
            };
            400: components["responses"]["Problem"];
            401: components["responses"]["Problem"];
            403: components["responses"]["Problem"];
            404: components["responses"]["Problem"];
            500: components["responses"]["Problem"];
        };
    };
    setTenantTestClock: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The tenant: a UUID, 8-4-4-4-12 hexadecimal digits (any case; lower case is the stored form). `urn:uuid:` and braced forms are refused with 400, before authorisation. */
                tenantLocator: components["parameters"]["TenantLocator"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TestClockSetRequest"];
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TestClock"];
                };
            };
            400: components["responses"]["Problem"];
            401: components["responses"]["Problem"];
            403: components["responses"]["Problem"];
            404: components["responses"]["Problem"];
            413: components["responses"]["Problem"];
            415: components["responses"]["Problem"];
            500: components["responses"]["Problem"];
            503: components["responses"]["Problem"];
        };
    };
    resetTenantTestClock: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The tenant: a UUID, 8-4-4-4-12 hexadecimal digits (any case; lower case is the stored form). `urn:uuid:` and braced forms are refused with 400, before authorisation. */
                tenantLocator: components["parameters"]["TenantLocator"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TestClock"];
                };
            };
            400: components["responses"]["Problem"];
            401: components["responses"]["Problem"];
            403: components["responses"]["Problem"];
            404: components["responses"]["Problem"];
            500: components["responses"]["Problem"];
            503: components["responses"]["Problem"];
        };
    };
    advanceTenantTestClock: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The tenant: a UUID, 8-4-4-4-12 hexadecimal digits (any case; lower case is the stored form). `urn:uuid:` and braced forms are refused with 400, before authorisation. */
                tenantLocator: components["parameters"]["TenantLocator"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TestClockAdvanceRequest"];
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TestClock"];
                };
            };
            400: components["responses"]["Problem"];
            401: components["responses"]["Problem"];
            403: components["responses"]["Problem"];
            404: components["responses"]["Problem"];
            413: components["responses"]["Problem"];
            415: components["responses"]["Problem"];
            500: components["responses"]["Problem"];
            503: components["responses"]["Problem"];
        };
    };
    listTenantTestFaults: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The tenant: a UUID, 8-4-4-4-12 hexadecimal digits (any case; lower case is the stored form). `urn:uuid:` and braced forms are refused with 400, before authorisation. */
                tenantLocator: components["parameters"]["TenantLocator"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TestFaultList"];
                };
            };
            400: components["responses"]["Problem"];
            401: components["responses"]["Problem"];
            403: components["responses"]["Problem"];
            404: components["responses"]["Problem"];
            500: components["responses"]["Problem"];
        };
    };
    addTenantTestFault: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The tenant: a UUID, 8-4-4-4-12 hexadecimal digits (any case; lower case is the stored form). `urn:uuid:` and braced forms are refused with 400, before authorisation. */
                tenantLocator: components["parameters"]["TenantLocator"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TestFaultRule"];
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TestFault"];
                };
            };
            400: components["responses"]["Problem"];
            401: components["responses"]["Problem"];
            403: components["responses"]["Problem"];
            404: components["responses"]["Problem"];
            409: components["responses"]["Problem"];
            413: components["responses"]["Problem"];
            415: components["responses"]["Problem"];
            500: components["responses"]["Problem"];
            503: components["responses"]["Problem"];
        };
    };
    clearTenantTestFaults: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The tenant: a UUID, 8-4-4-4-12 hexadecimal digits (any case; lower case is the stored form). `urn:uuid:` and braced forms are refused with 400, before authorisation. */
                tenantLocator: components["parameters"]["TenantLocator"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TestFaultList"];
                };
            };
            400: components["responses"]["Problem"];
            401: components["responses"]["Problem"];
            403: components["responses"]["Problem"];
            404: components["responses"]["Problem"];
            500: components["responses"]["Problem"];
            503: components["responses"]["Problem"];
        };
    };
    listTenantTestRequests: {
        parameters: {
            query?: {
                /** @description Only the answers of this operation (`webhookDelivery` for webhook deliveries, `unmatched` for paths no operation has). A name that is none of these is a 400 naming the nearest operation. */
                operationId?: components["parameters"]["TestRequestOperationId"];
                /** @description Only entries at or after this instant of the real clock (RFC 3339), such as the `at` of an earlier entry. */
                since?: components["parameters"]["TestRequestSince"];
                /** @description Only requests whose JSON body contains this JSON object: every field it gives, at any depth, with an equal value (an array given must equal the body's array). A body's secrets are redacted before it is matched, as in the journal. */
                bodyContains?: components["parameters"]["TestRequestBody"];
            };
            header?: never;
            path: {
                /** @description The tenant: a UUID, 8-4-4-4-12 hexadecimal digits (any case; lower case is the stored form). `urn:uuid:` and braced forms are refused with 400, before authorisation. */
                tenantLocator: components["parameters"]["TenantLocator"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TestRequestList"];
                };
            };
            400: components["responses"]["Problem"];
            401: components["responses"]["Problem"];
            403: components["responses"]["Problem"];
            404: components["responses"]["Problem"];
            500: components["responses"]["Problem"];
        };
    };
    createTenantTestSnapshot: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The tenant: a UUID, 8-4-4-4-12 hexadecimal digits (any case; lower case is the stored form). `urn:uuid:` and braced forms are refused with 400, before authorisation. */
                tenantLocator: components["parameters"]["TenantLocator"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TestSnapshot"];
                };
            };
            400: components["responses"]["Problem"];
            401: components["responses"]["Problem"];
            403: components["responses"]["Problem"];
            404: components["responses"]["Problem"];
            500: components["responses"]["Problem"];
            503: components["responses"]["Problem"];
        };
    };
    restoreTenantTestSnapshot: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The tenant: a UUID, 8-4-4-4-12 hexadecimal digits (any case; lower case is the stored form). `urn:uuid:` and braced forms are refused with 400, before authorisation. */
                tenantLocator: components["parameters"]["TenantLocator"];
                /** @description The snapshot, as the snapshot operation answered it. */
                snapshotLocator: components["parameters"]["TestSnapshotLocator"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TestSnapshot"];
                };
            };
            400: components["responses"]["Problem"];
            401: components["responses"]["Problem"];
            403: components["responses"]["Problem"];
            404: components["responses"]["Problem"];
            500: components["responses"]["Problem"];
            503: components["responses"]["Problem"];
        };
    };
}

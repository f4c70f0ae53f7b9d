vcl 4.1;
#
# Varnish in front of N instances of one market's site (docs/operations/scaling.md,
# decision 0740). Tested by e2e/performance/varnish.spec.ts with Debian's
# varnish 7.1. Deployment tooling replaces the two backend blocks (and the purger ACL) with
# its own instances; the test rewrites the ports.
#
# What it does:
# - honours the site's Cache-Control (s-maxage, stale-while-revalidate -> grace) and Vary;
# - caches only GET/HEAD of public pages: extranet paths, preview (`_storyblok`) requests,
#   Authorization and any cookie other than the locale cookie go straight to an instance;
# - keys on the URL only (never Host or X-Forwarded-*, which it drops): one VCL per market;
# - drops the query of the routes that use none (sitemap, robots.txt, built files; decision 1001);
# - never stores a response that sets a cookie (the site sends none with a public page: the
#   page's script remembers the locale cookie, decision 0823);
# - `BAN /` from a purger drops every stored page (sent by the publish webhook, after the
#   instances purged theirs); `PURGE <url>` drops one URL.

import directors;
import std;

backend site_a {
    .host = "127.0.0.1";
    .port = "3001";
    .connect_timeout = 2s;
    .first_byte_timeout = 30s;
    .probe = { .url = "/healthz"; .interval = 2s; .timeout = 1s; .window = 3; .threshold = 2; }
}

backend site_b {
    .host = "127.0.0.1";
    .port = "3002";
    .connect_timeout = 2s;
    .first_byte_timeout = 30s;
    .probe = { .url = "/healthz"; .interval = 2s; .timeout = 1s; .window = 3; .threshold = 2; }
}

# Who may BAN: the instances (loopback here; their private network in production).
acl purgers {
    "127.0.0.1";
    "::1";
}

sub vcl_init {
    new sites = directors.round_robin();
    sites.add_backend(site_a);
    sites.add_backend(site_b);
}

sub vcl_recv {
    set req.backend_hint = sites.backend();
    # The site builds URLs from its configuration; these headers must not reach it or the key.
    unset req.http.X-Forwarded-Host;
    unset req.http.X-Forwarded-Proto;
    unset req.http.X-Forwarded-Port;
    unset req.http.Forwarded;
    unset req.http.X-Locale;

    # Routes that use no query (libs/site/src/server/http/page-cache/unused-query.ts, decision 1001):
    # the path alone is the key and what the instance gets, so `/sitemap.xml?v=N` is one object.
    # Pages keep their query (listing filters, sort, page, search).
    if (req.url ~ "^/(sitemap\.xml|robots\.txt)\?" || req.url ~ "^/(assets|_strings|_assets)/[^?]*\?") {
        set req.url = regsub(req.url, "\?.*$", "");
    }

    # A multi-range request passed to an instance comes back as a multipart 206 that Varnish
    # cannot deliver ("Backend fetch failed"): ignore such a Range (RFC 9110 allows it), answer whole.
    if (req.http.Range ~ ",") {
        unset req.http.Range;
    }

    if (req.method == "BAN") {
        if (client.ip !~ purgers) {
            return (synth(403, "Forbidden"));
        }
        # One VCL (and cache) per market site: a publish drops all of it.
        ban("obj.status != 0");
        return (synth(200, "Banned"));
    }
    if (req.method == "PURGE") {
        if (client.ip !~ purgers) {
            return (synth(403, "Forbidden"));
        }
        return (purge);
    }
    if (req.method != "GET" && req.method != "HEAD") {
        # Forms, the webhook: always an instance, never stored.
        return (pass);
    }
    # `.data`: the extranet home's single-fetch data request (decision 1044).
    if (req.url ~ "^/[a-z]{2}/global/extranet(/|\?|\.data|$)" || req.url ~ "^/extranet(/|\?|\.data|$)") {
        return (pass);
    }
    if (req.url ~ "[?&]_storyblok" || req.http.Authorization) {
        return (pass);
    }
    if (req.http.Cookie) {
        set req.http.X-Other-Cookies = regsuball(req.http.Cookie, "(^|;)\s*i18n_redirected=[^;]*", "");
        if (req.http.X-Other-Cookies ~ "[^;\s]") {
            # A session (or any other) cookie: the page may be personal.
            unset req.http.X-Other-Cookies;
            return (pass);
        }
        unset req.http.X-Other-Cookies;
    }
    return (hash);
}

sub vcl_hash {
    # The URL only: a spoofed Host cannot create or reach another copy.
    hash_data(req.url);
    return (lookup);
}

sub vcl_backend_response {
    if (beresp.http.Cache-Control ~ "stale-while-revalidate=\d+") {
        set beresp.grace = std.duration(regsub(beresp.http.Cache-Control, "^.*stale-while-revalidate=(\d+).*$", "\1") + "s", 0s);
    }
    # Everything else (Set-Cookie, private, no-store, Vary: *, TTL 0) is the built-in rule:
    # not stored, remembered as hit-for-miss.
}

sub vcl_deliver {
    if (obj.hits > 0) {
        set resp.http.X-Varnish-Cache = "HIT";
    } else {
        set resp.http.X-Varnish-Cache = "MISS";
    }
}

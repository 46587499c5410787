// Generated from openapi.yaml (sha256 8477cbb5bdb5b27628ee57df092325dbdd9c1982122a51b6c923ab0d76c06d26) by scripts/generate.mjs.
// Do not edit: change openapi.yaml and run `npm run generate`.
// Typed as unknown on purpose: src/spec/openapi-document.ts gives it its type, so this file imports nothing.
export const openapiDocument: unknown = {
  "openapi": "3.1.0",
  "info": {
    "title": "Customer-messaging service (auth, reports, AI builder)",
    "version": "1.0.0",
    "summary": "The contract Standin mocks and checks.",
    "description": "Hand-written from the service interface document (the seed) and Standin's product decisions.\nEvery operation and schema says where it comes from with `x-standin-source`:\n\n- `seed` — stated by the service interface document (paths, methods, the login body,\n  `accessToken` and `user`, the profile's user + organization, the report query names, the\n  builder session/message/skills paths, 401 for a missing or bad token);\n- `assumed` — a product decision that fills a gap the seed leaves (\"not shown\").\n\n`standin contract --level core` holds a backend to `seed` facts only; `--level full` (the\ndefault) to the whole document.\n\nPaths are written without a prefix. The backend may serve them under an environment prefix\nsuch as `/api/v1` (see the second server). Operations tagged `admin` exist only on the Standin\nmock (`x-standin-mock-only: true`) and are never part of the contract.\n\nMock controls (mock only): `Prefer: code=401` answers with that documented response and its\nexample; `Prefer: delay=300` delays one response by 300 ms.\n",
    "license": {
      "name": "MIT",
      "identifier": "MIT"
    }
  },
  "servers": [
    {
      "url": "http://127.0.0.1:4010",
      "description": "Standin mock, bare paths"
    },
    {
      "url": "http://127.0.0.1:4010/api/v1",
      "description": "Standin mock, /api/v1 prefix"
    }
  ],
  "tags": [
    {
      "name": "auth",
      "description": "Sign-in and the signed-in user's profile."
    },
    {
      "name": "reports",
      "description": "Read-only report metrics computed from the organization's conversations."
    },
    {
      "name": "builder",
      "description": "Projects, their boards and the AI builder that suggests board changes."
    },
    {
      "name": "admin",
      "description": "Standin mock controls under `/__standin/`. Mock only; never part of the contract. When the\nserver has an admin token (required off loopback), the routes that change or reveal state\nanswer 401 `ADMIN_TOKEN_REQUIRED` without it; health, openapi.yaml and docs stay open.\n",
      "x-standin-mock-only": true
    }
  ],
  "security": [
    {
      "bearerAuth": []
    }
  ],
  "paths": {
    "/auth/login": {
      "post": {
        "operationId": "login",
        "summary": "Exchange e-mail and password for a bearer access token",
        "tags": [
          "auth"
        ],
        "security": [],
        "x-standin-source": "seed",
        "x-standin-seed": "| POST | /auth/login | JSON body with email and password | JSON with accessToken and user |",
        "requestBody": {
          "x-standin-rejects-invalid": true,
          "required": true,
          "content": {
            "application/json": {
              "schema": {
                "$ref": "#/components/schemas/LoginRequest"
              },
              "examples": {
                "demo": {
                  "value": {
                    "email": "owner@acme.test",
                    "password": "Passw0rd!"
                  }
                }
              }
            }
          }
        },
        "responses": {
          "200": {
            "description": "Signed in. Send `accessToken` as `Authorization: Bearer <accessToken>`.",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/LoginResponse"
                },
                "examples": {
                  "demo": {
                    "value": {
                      "accessToken": "eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiJ1c3JfYWNtZV9vd25lciIsImVtYWlsIjoib3duZXJAYWNtZS50ZXN0Iiwib3JnSWQiOiJvcmdfYWNtZSIsImlhdCI6MTc2ODQzNTIwMCwiZXhwIjoxNzY4NDM4ODAwfQ.3q8nqf4Wm0VQ9sZk7oHq0m2l1rJ6T3h3W8p2Z0f9JtE",
                      "tokenType": "Bearer",
                      "expiresIn": 3600,
                      "user": {
                        "id": "usr_acme_owner",
                        "email": "owner@acme.test",
                        "name": "Olivia Owner",
                        "role": "owner",
                        "avatarUrl": null,
                        "availability": "online",
                        "locale": "en",
                        "timezone": "Asia/Tokyo",
                        "createdAt": "2025-06-01T09:00:00.000Z"
                      }
                    }
                  }
                }
              }
            }
          },
          "400": {
            "$ref": "#/components/responses/ValidationFailed"
          },
          "401": {
            "$ref": "#/components/responses/InvalidCredentials"
          },
          "413": {
            "$ref": "#/components/responses/PayloadTooLarge"
          },
          "415": {
            "$ref": "#/components/responses/UnsupportedMediaType"
          },
          "429": {
            "$ref": "#/components/responses/TooManyRequests"
          }
        }
      }
    },
    "/auth/profile": {
      "get": {
        "operationId": "getProfile",
        "summary": "The signed-in user with their organization",
        "tags": [
          "auth"
        ],
        "x-standin-source": "seed",
        "x-standin-seed": "| GET | /auth/profile | no body; Authorization header | user plus organization payload |",
        "responses": {
          "200": {
            "$ref": "#/components/responses/Profile"
          },
          "401": {
            "$ref": "#/components/responses/Unauthorized"
          }
        }
      }
    },
    "/users/me": {
      "get": {
        "operationId": "getCurrentUser",
        "summary": "The signed-in user with their organization (alternative to /auth/profile)",
        "tags": [
          "auth"
        ],
        "x-standin-source": "seed",
        "x-standin-seed": "| GET | /users/me | no body; Authorization header | user plus organization payload (alternative to /auth/profile) |",
        "responses": {
          "200": {
            "$ref": "#/components/responses/Profile"
          },
          "401": {
            "$ref": "#/components/responses/Unauthorized"
          }
        }
      }
    },
    "/reports/overview": {
      "get": {
        "operationId": "getOverviewReport",
        "summary": "Conversation and message metrics for a date range, with the previous period",
        "tags": [
          "reports"
        ],
        "x-standin-source": "seed",
        "x-standin-seed": "| /reports/overview | overview metrics |",
        "parameters": [
          {
            "$ref": "#/components/parameters/StartDate"
          },
          {
            "$ref": "#/components/parameters/EndDate"
          },
          {
            "$ref": "#/components/parameters/Timezone"
          },
          {
            "$ref": "#/components/parameters/GroupBy"
          }
        ],
        "responses": {
          "200": {
            "description": "Overview metrics.",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/OverviewReport"
                },
                "examples": {
                  "demo": {
                    "value": {
                      "range": {
                        "startDate": "2026-01-08",
                        "endDate": "2026-01-09",
                        "timezone": "UTC"
                      },
                      "groupBy": "day",
                      "summary": {
                        "conversationsCount": 61,
                        "incomingMessagesCount": 402,
                        "outgoingMessagesCount": 377,
                        "resolutionsCount": 52,
                        "avgFirstResponseTime": 412,
                        "avgResolutionTime": 15840,
                        "avgReplyTime": 236
                      },
                      "previous": {
                        "conversationsCount": 55,
                        "incomingMessagesCount": 361,
                        "outgoingMessagesCount": 340,
                        "resolutionsCount": 49,
                        "avgFirstResponseTime": 455,
                        "avgResolutionTime": 17020,
                        "avgReplyTime": 251
                      },
                      "live": {
                        "open": 38,
                        "unattended": 7,
                        "unassigned": 11
                      },
                      "timeseries": {
                        "conversationsCount": [
                          {
                            "date": "2026-01-08",
                            "value": 29
                          },
                          {
                            "date": "2026-01-09",
                            "value": 32
                          }
                        ],
                        "incomingMessagesCount": [
                          {
                            "date": "2026-01-08",
                            "value": 190
                          },
                          {
                            "date": "2026-01-09",
                            "value": 212
                          }
                        ],
                        "outgoingMessagesCount": [
                          {
                            "date": "2026-01-08",
                            "value": 181
                          },
                          {
                            "date": "2026-01-09",
                            "value": 196
                          }
                        ],
                        "resolutionsCount": [
                          {
                            "date": "2026-01-08",
                            "value": 24
                          },
                          {
                            "date": "2026-01-09",
                            "value": 28
                          }
                        ],
                        "avgFirstResponseTime": [
                          {
                            "date": "2026-01-08",
                            "value": 398
                          },
                          {
                            "date": "2026-01-09",
                            "value": 425
                          }
                        ],
                        "avgResolutionTime": [
                          {
                            "date": "2026-01-08",
                            "value": 16100
                          },
                          {
                            "date": "2026-01-09",
                            "value": null
                          }
                        ],
                        "avgReplyTime": [
                          {
                            "date": "2026-01-08",
                            "value": 230
                          },
                          {
                            "date": "2026-01-09",
                            "value": 241
                          }
                        ]
                      }
                    }
                  }
                }
              }
            }
          },
          "400": {
            "$ref": "#/components/responses/ValidationFailed"
          },
          "401": {
            "$ref": "#/components/responses/Unauthorized"
          }
        }
      }
    },
    "/reports/conversations": {
      "get": {
        "operationId": "getConversationsReport",
        "summary": "Conversation counts by status and channel for a date range",
        "tags": [
          "reports"
        ],
        "x-standin-source": "seed",
        "x-standin-seed": "| /reports/conversations | conversation statistics |",
        "parameters": [
          {
            "$ref": "#/components/parameters/StartDate"
          },
          {
            "$ref": "#/components/parameters/EndDate"
          },
          {
            "$ref": "#/components/parameters/Timezone"
          },
          {
            "$ref": "#/components/parameters/GroupBy"
          }
        ],
        "responses": {
          "200": {
            "description": "Conversation statistics.",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/ConversationsReport"
                },
                "examples": {
                  "demo": {
                    "value": {
                      "range": {
                        "startDate": "2026-01-08",
                        "endDate": "2026-01-09",
                        "timezone": "UTC"
                      },
                      "groupBy": "day",
                      "totals": {
                        "total": 61,
                        "open": 6,
                        "pending": 2,
                        "resolved": 52,
                        "snoozed": 1
                      },
                      "byChannel": [
                        {
                          "channelType": "email",
                          "total": 14,
                          "open": 1,
                          "pending": 1,
                          "resolved": 12,
                          "snoozed": 0
                        },
                        {
                          "channelType": "line",
                          "total": 22,
                          "open": 3,
                          "pending": 0,
                          "resolved": 18,
                          "snoozed": 1
                        },
                        {
                          "channelType": "web",
                          "total": 25,
                          "open": 2,
                          "pending": 1,
                          "resolved": 22,
                          "snoozed": 0
                        }
                      ],
                      "timeseries": [
                        {
                          "date": "2026-01-08",
                          "value": 29
                        },
                        {
                          "date": "2026-01-09",
                          "value": 32
                        }
                      ]
                    }
                  }
                }
              }
            }
          },
          "400": {
            "$ref": "#/components/responses/ValidationFailed"
          },
          "401": {
            "$ref": "#/components/responses/Unauthorized"
          }
        }
      }
    },
    "/reports/agents": {
      "get": {
        "operationId": "getAgentsReport",
        "summary": "Per-agent conversation metrics for a date range",
        "tags": [
          "reports"
        ],
        "x-standin-source": "seed",
        "x-standin-seed": "| /reports/agents | agent metrics |",
        "parameters": [
          {
            "$ref": "#/components/parameters/StartDate"
          },
          {
            "$ref": "#/components/parameters/EndDate"
          },
          {
            "$ref": "#/components/parameters/Timezone"
          }
        ],
        "responses": {
          "200": {
            "description": "Agent metrics, one item per agent of the organization.",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/AgentsReport"
                },
                "examples": {
                  "demo": {
                    "value": {
                      "range": {
                        "startDate": "2026-01-08",
                        "endDate": "2026-01-09",
                        "timezone": "UTC"
                      },
                      "items": [
                        {
                          "id": "usr_acme_agent",
                          "name": "Aiko Agent",
                          "email": "agent@acme.test",
                          "availability": "online",
                          "conversationsCount": 9,
                          "resolvedConversationsCount": 8,
                          "avgFirstResponseTime": 305,
                          "avgResolutionTime": 12030,
                          "avgReplyTime": 198
                        }
                      ]
                    }
                  }
                }
              }
            }
          },
          "400": {
            "$ref": "#/components/responses/ValidationFailed"
          },
          "401": {
            "$ref": "#/components/responses/Unauthorized"
          }
        }
      }
    },
    "/reports/labels": {
      "get": {
        "operationId": "getLabelsReport",
        "summary": "Per-label conversation metrics for a date range",
        "tags": [
          "reports"
        ],
        "x-standin-source": "seed",
        "x-standin-seed": "| /reports/labels | label metrics |",
        "parameters": [
          {
            "$ref": "#/components/parameters/StartDate"
          },
          {
            "$ref": "#/components/parameters/EndDate"
          },
          {
            "$ref": "#/components/parameters/Timezone"
          }
        ],
        "responses": {
          "200": {
            "description": "Label metrics, one item per label of the organization.",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/LabelsReport"
                },
                "examples": {
                  "demo": {
                    "value": {
                      "range": {
                        "startDate": "2026-01-08",
                        "endDate": "2026-01-09",
                        "timezone": "UTC"
                      },
                      "items": [
                        {
                          "id": "lbl_acme_billing",
                          "name": "billing",
                          "color": "#1F93FF",
                          "conversationsCount": 14,
                          "resolvedConversationsCount": 12,
                          "avgFirstResponseTime": 388,
                          "avgResolutionTime": 14400,
                          "avgReplyTime": 240
                        }
                      ]
                    }
                  }
                }
              }
            }
          },
          "400": {
            "$ref": "#/components/responses/ValidationFailed"
          },
          "401": {
            "$ref": "#/components/responses/Unauthorized"
          }
        }
      }
    },
    "/reports/inboxes": {
      "get": {
        "operationId": "getInboxesReport",
        "summary": "Per-inbox conversation metrics for a date range",
        "tags": [
          "reports"
        ],
        "x-standin-source": "seed",
        "x-standin-seed": "| /reports/inboxes | inbox metrics |",
        "parameters": [
          {
            "$ref": "#/components/parameters/StartDate"
          },
          {
            "$ref": "#/components/parameters/EndDate"
          },
          {
            "$ref": "#/components/parameters/Timezone"
          }
        ],
        "responses": {
          "200": {
            "description": "Inbox metrics, one item per inbox of the organization.",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/InboxesReport"
                },
                "examples": {
                  "demo": {
                    "value": {
                      "range": {
                        "startDate": "2026-01-08",
                        "endDate": "2026-01-09",
                        "timezone": "UTC"
                      },
                      "items": [
                        {
                          "id": "inb_acme_line",
                          "name": "LINE Official Account",
                          "channelType": "line",
                          "conversationsCount": 22,
                          "resolvedConversationsCount": 18,
                          "avgFirstResponseTime": 290,
                          "avgResolutionTime": 9800,
                          "avgReplyTime": 175
                        }
                      ]
                    }
                  }
                }
              }
            }
          },
          "400": {
            "$ref": "#/components/responses/ValidationFailed"
          },
          "401": {
            "$ref": "#/components/responses/Unauthorized"
          }
        }
      }
    },
    "/reports/teams": {
      "get": {
        "operationId": "getTeamsReport",
        "summary": "Per-team conversation metrics for a date range",
        "tags": [
          "reports"
        ],
        "x-standin-source": "seed",
        "x-standin-seed": "| /reports/teams | team metrics |",
        "parameters": [
          {
            "$ref": "#/components/parameters/StartDate"
          },
          {
            "$ref": "#/components/parameters/EndDate"
          },
          {
            "$ref": "#/components/parameters/Timezone"
          }
        ],
        "responses": {
          "200": {
            "description": "Team metrics, one item per team of the organization.",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/TeamsReport"
                },
                "examples": {
                  "demo": {
                    "value": {
                      "range": {
                        "startDate": "2026-01-08",
                        "endDate": "2026-01-09",
                        "timezone": "UTC"
                      },
                      "items": [
                        {
                          "id": "tem_acme_support",
                          "name": "Support",
                          "conversationsCount": 31,
                          "resolvedConversationsCount": 27,
                          "avgFirstResponseTime": 351,
                          "avgResolutionTime": 13200,
                          "avgReplyTime": 220
                        }
                      ]
                    }
                  }
                }
              }
            }
          },
          "400": {
            "$ref": "#/components/responses/ValidationFailed"
          },
          "401": {
            "$ref": "#/components/responses/Unauthorized"
          }
        }
      }
    },
    "/reports/bot": {
      "get": {
        "operationId": "getBotReport",
        "summary": "Bot (project) metrics for a date range, with the previous period",
        "tags": [
          "reports"
        ],
        "x-standin-source": "seed",
        "x-standin-seed": "| /reports/bot | project metrics |",
        "parameters": [
          {
            "$ref": "#/components/parameters/StartDate"
          },
          {
            "$ref": "#/components/parameters/EndDate"
          },
          {
            "$ref": "#/components/parameters/Timezone"
          },
          {
            "$ref": "#/components/parameters/GroupBy"
          }
        ],
        "responses": {
          "200": {
            "description": "Bot metrics.",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/BotReport"
                },
                "examples": {
                  "demo": {
                    "value": {
                      "range": {
                        "startDate": "2026-01-08",
                        "endDate": "2026-01-09",
                        "timezone": "UTC"
                      },
                      "groupBy": "day",
                      "summary": {
                        "conversationsCount": 40,
                        "messagesCount": 512,
                        "botResolutionsCount": 22,
                        "botHandoffsCount": 14,
                        "resolutionRate": 55,
                        "handoffRate": 35
                      },
                      "previous": {
                        "conversationsCount": 36,
                        "messagesCount": 470,
                        "botResolutionsCount": 18,
                        "botHandoffsCount": 15,
                        "resolutionRate": 50,
                        "handoffRate": 41.67
                      },
                      "timeseries": {
                        "conversationsCount": [
                          {
                            "date": "2026-01-08",
                            "value": 19
                          },
                          {
                            "date": "2026-01-09",
                            "value": 21
                          }
                        ],
                        "botResolutionsCount": [
                          {
                            "date": "2026-01-08",
                            "value": 10
                          },
                          {
                            "date": "2026-01-09",
                            "value": 12
                          }
                        ],
                        "botHandoffsCount": [
                          {
                            "date": "2026-01-08",
                            "value": 7
                          },
                          {
                            "date": "2026-01-09",
                            "value": 7
                          }
                        ]
                      }
                    }
                  }
                }
              }
            }
          },
          "400": {
            "$ref": "#/components/responses/ValidationFailed"
          },
          "401": {
            "$ref": "#/components/responses/Unauthorized"
          }
        }
      }
    },
    "/projects": {
      "get": {
        "operationId": "listProjects",
        "summary": "The caller's organization's bot projects",
        "tags": [
          "builder"
        ],
        "x-standin-source": "assumed",
        "responses": {
          "200": {
            "description": "Projects of the caller's organization.",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/ProjectList"
                },
                "examples": {
                  "demo": {
                    "value": {
                      "items": [
                        {
                          "id": "prj_acme_support",
                          "organizationId": "org_acme",
                          "name": "Support bot",
                          "description": "Answers customer questions on LINE and the web widget.",
                          "boardRevision": 3,
                          "createdAt": "2025-09-01T09:00:00.000Z",
                          "updatedAt": "2026-01-10T12:00:00.000Z"
                        }
                      ]
                    }
                  }
                }
              }
            }
          },
          "401": {
            "$ref": "#/components/responses/Unauthorized"
          }
        }
      }
    },
    "/projects/{id}/board": {
      "get": {
        "operationId": "getBoard",
        "summary": "A project's board (routers, sub-agents, tools, LINE channels, test mode)",
        "tags": [
          "builder"
        ],
        "x-standin-source": "assumed",
        "parameters": [
          {
            "$ref": "#/components/parameters/ProjectId"
          }
        ],
        "responses": {
          "200": {
            "description": "The board at its current revision.",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/Board"
                },
                "examples": {
                  "demo": {
                    "value": {
                      "projectId": "prj_acme_support",
                      "revision": 4,
                      "updatedAt": "2026-01-15T09:02:00.000Z",
                      "routers": [
                        {
                          "id": "rtr_main",
                          "name": "Main router",
                          "description": "Sends each conversation to the sub-agent that handles its intent.",
                          "rules": [
                            {
                              "id": "rul_orders",
                              "intent": "order status",
                              "keywords": [
                                "order",
                                "tracking",
                                "delivery"
                              ],
                              "subAgentId": "sag_orders"
                            }
                          ],
                          "fallback": {
                            "action": "human",
                            "subAgentId": null
                          }
                        }
                      ],
                      "subAgents": [
                        {
                          "id": "sag_orders",
                          "name": "Orders",
                          "description": "Answers questions about orders and deliveries",
                          "instructions": "Look the order up before answering. Never promise a delivery date.",
                          "toolIds": [
                            "tol_order_lookup"
                          ]
                        }
                      ],
                      "tools": [
                        {
                          "id": "tol_order_lookup",
                          "name": "Order lookup",
                          "description": "Looks up an order by its number",
                          "kind": "http",
                          "http": {
                            "method": "GET",
                            "url": "https://api.acme.test/orders/{orderId}"
                          },
                          "parameters": [
                            {
                              "name": "orderId",
                              "type": "string",
                              "description": "The order number",
                              "required": true
                            }
                          ]
                        }
                      ],
                      "lineChannels": [
                        {
                          "id": "lin_main",
                          "name": "Acme LINE",
                          "channelId": "1657012345",
                          "webhookUrl": "https://hooks.standin.test/line/prj_acme_support/lin_main",
                          "enabled": true,
                          "connectedAt": "2025-11-02T10:00:00.000Z"
                        }
                      ],
                      "testMode": {
                        "enabled": false,
                        "testers": []
                      }
                    }
                  }
                }
              }
            }
          },
          "401": {
            "$ref": "#/components/responses/Unauthorized"
          },
          "404": {
            "$ref": "#/components/responses/NotFound"
          }
        }
      }
    },
    "/projects/{id}/builder/session": {
      "post": {
        "operationId": "createBuilderSession",
        "summary": "Start an AI builder session for a project",
        "tags": [
          "builder"
        ],
        "x-standin-source": "seed",
        "x-standin-seed": "| POST | /projects/:id/builder/session | starts a builder session |",
        "parameters": [
          {
            "$ref": "#/components/parameters/ProjectId"
          }
        ],
        "requestBody": {
          "x-standin-rejects-invalid": true,
          "required": false,
          "content": {
            "application/json": {
              "schema": {
                "$ref": "#/components/schemas/CreateBuilderSessionRequest"
              },
              "examples": {
                "demo": {
                  "value": {}
                }
              }
            }
          }
        },
        "responses": {
          "201": {
            "description": "The session was started.",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/BuilderSession"
                },
                "examples": {
                  "demo": {
                    "value": {
                      "id": "ses_5d1c8e42x",
                      "projectId": "prj_acme_support",
                      "status": "active",
                      "createdAt": "2026-01-15T09:00:00.000Z",
                      "expiresAt": "2026-01-15T10:00:00.000Z"
                    }
                  }
                }
              }
            }
          },
          "400": {
            "$ref": "#/components/responses/ValidationFailed"
          },
          "401": {
            "$ref": "#/components/responses/Unauthorized"
          },
          "404": {
            "$ref": "#/components/responses/NotFound"
          },
          "413": {
            "$ref": "#/components/responses/PayloadTooLarge"
          },
          "415": {
            "$ref": "#/components/responses/UnsupportedMediaType"
          }
        }
      }
    },
    "/projects/{id}/builder/message": {
      "post": {
        "operationId": "sendBuilderMessage",
        "summary": "Send an instruction; the builder answers with suggestions",
        "tags": [
          "builder"
        ],
        "x-standin-source": "seed",
        "x-standin-seed": "| POST | /projects/:id/builder/message | sends an instruction; suggestions are returned |",
        "parameters": [
          {
            "$ref": "#/components/parameters/ProjectId"
          }
        ],
        "requestBody": {
          "x-standin-rejects-invalid": true,
          "required": true,
          "content": {
            "application/json": {
              "schema": {
                "$ref": "#/components/schemas/BuilderMessageRequest"
              },
              "examples": {
                "demo": {
                  "value": {
                    "sessionId": "ses_acme_demo",
                    "instruction": "Add a sub-agent called Billing that handles refunds and route refund questions to it"
                  }
                }
              }
            }
          }
        },
        "responses": {
          "200": {
            "description": "The assistant's reply and the suggestions it made (possibly none).",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/BuilderMessageResponse"
                },
                "examples": {
                  "demo": {
                    "value": {
                      "message": {
                        "id": "msg_5b2e8d10x",
                        "sessionId": "ses_acme_demo",
                        "role": "assistant",
                        "reply": "I suggest 2 changes: create sub-agent \"Billing\"; route \"refund questions\" to \"Billing\".",
                        "createdAt": "2026-01-15T09:01:00.000Z"
                      },
                      "suggestions": [
                        {
                          "id": "sug_0c4d1e77x",
                          "sessionId": "ses_acme_demo",
                          "messageId": "msg_5b2e8d10x",
                          "skillId": "sub_agent.create",
                          "status": "pending",
                          "operation": "create",
                          "target": {
                            "type": "sub_agent",
                            "id": null
                          },
                          "title": "Create sub-agent \"Billing\"",
                          "rationale": "You asked: \"Add a sub-agent called Billing that handles refunds\".",
                          "payload": {
                            "name": "Billing",
                            "description": "Handles refunds",
                            "instructions": "Help customers with refunds. Be concise and friendly."
                          },
                          "dependsOn": [],
                          "rejectionReason": null,
                          "createdAt": "2026-01-15T09:01:00.000Z",
                          "resolvedAt": null
                        },
                        {
                          "id": "sug_1d5e2f88x",
                          "sessionId": "ses_acme_demo",
                          "messageId": "msg_5b2e8d10x",
                          "skillId": "router.update",
                          "status": "pending",
                          "operation": "update",
                          "target": {
                            "type": "router",
                            "id": "rtr_main"
                          },
                          "title": "Route \"refund questions\" to \"Billing\"",
                          "rationale": "You asked: \"route refund questions to it\". It adds a rule to router \"Main router\" (keywords refund questions: refund).",
                          "payload": {
                            "routerId": "rtr_main",
                            "addRules": [
                              {
                                "intent": "refund questions",
                                "keywords": [
                                  "refund"
                                ],
                                "subAgentName": "Billing"
                              }
                            ]
                          },
                          "dependsOn": [
                            "sug_0c4d1e77x"
                          ],
                          "rejectionReason": null,
                          "createdAt": "2026-01-15T09:01:00.000Z",
                          "resolvedAt": null
                        }
                      ]
                    }
                  }
                }
              }
            }
          },
          "400": {
            "$ref": "#/components/responses/ValidationFailed"
          },
          "401": {
            "$ref": "#/components/responses/Unauthorized"
          },
          "404": {
            "$ref": "#/components/responses/NotFound"
          },
          "409": {
            "$ref": "#/components/responses/SessionClosed"
          },
          "413": {
            "$ref": "#/components/responses/PayloadTooLarge"
          },
          "415": {
            "$ref": "#/components/responses/UnsupportedMediaType"
          }
        }
      }
    },
    "/projects/{id}/builder/skills": {
      "get": {
        "operationId": "listBuilderSkills",
        "summary": "The operations the builder can suggest, with their input schemas",
        "tags": [
          "builder"
        ],
        "x-standin-source": "seed",
        "x-standin-seed": "| GET | /projects/:id/builder/skills | lists supported operations |",
        "parameters": [
          {
            "$ref": "#/components/parameters/ProjectId"
          }
        ],
        "responses": {
          "200": {
            "description": "The skill catalogue.",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/SkillList"
                },
                "examples": {
                  "demo": {
                    "value": {
                      "items": [
                        {
                          "id": "router.create",
                          "title": "Create a router",
                          "description": "Adds a router that sends each conversation to a sub-agent by intent, falling back to a sub-agent or a human.",
                          "targetType": "router",
                          "operation": "create",
                          "examples": [
                            "create a router called Main router",
                            "add a router called Escalations"
                          ],
                          "inputSchema": {
                            "type": "object",
                            "required": [
                              "name"
                            ],
                            "properties": {
                              "name": {
                                "type": "string",
                                "minLength": 1,
                                "maxLength": 80
                              },
                              "description": {
                                "type": "string",
                                "maxLength": 500
                              },
                              "rules": {
                                "type": "array",
                                "maxItems": 50,
                                "items": {
                                  "type": "object",
                                  "description": "A rule to add. Name the sub-agent by `subAgentId`, or by `subAgentName` when an earlier suggestion creates it.",
                                  "required": [
                                    "intent"
                                  ],
                                  "properties": {
                                    "intent": {
                                      "type": "string",
                                      "minLength": 1,
                                      "maxLength": 200
                                    },
                                    "keywords": {
                                      "type": "array",
                                      "maxItems": 20,
                                      "items": {
                                        "type": "string",
                                        "minLength": 1,
                                        "maxLength": 80
                                      }
                                    },
                                    "subAgentId": {
                                      "type": "string",
                                      "minLength": 1
                                    },
                                    "subAgentName": {
                                      "type": "string",
                                      "minLength": 1,
                                      "maxLength": 80
                                    }
                                  },
                                  "if": {
                                    "not": {
                                      "required": [
                                        "subAgentId"
                                      ]
                                    }
                                  },
                                  "then": {
                                    "required": [
                                      "subAgentName"
                                    ]
                                  },
                                  "additionalProperties": false
                                }
                              },
                              "fallback": {
                                "type": "object",
                                "required": [
                                  "action"
                                ],
                                "properties": {
                                  "action": {
                                    "type": "string",
                                    "enum": [
                                      "sub_agent",
                                      "human"
                                    ]
                                  },
                                  "subAgentId": {
                                    "type": "string",
                                    "minLength": 1
                                  },
                                  "subAgentName": {
                                    "type": "string",
                                    "minLength": 1,
                                    "maxLength": 80
                                  }
                                },
                                "additionalProperties": false
                              }
                            },
                            "additionalProperties": false
                          }
                        }
                      ]
                    }
                  }
                }
              }
            }
          },
          "401": {
            "$ref": "#/components/responses/Unauthorized"
          },
          "404": {
            "$ref": "#/components/responses/NotFound"
          }
        }
      }
    },
    "/projects/{id}/builder/suggestions": {
      "get": {
        "operationId": "listBuilderSuggestions",
        "summary": "The project's suggestions, optionally for one session and status",
        "tags": [
          "builder"
        ],
        "x-standin-source": "assumed",
        "parameters": [
          {
            "$ref": "#/components/parameters/ProjectId"
          },
          {
            "name": "sessionId",
            "in": "query",
            "required": false,
            "description": "Only suggestions made in this session.",
            "schema": {
              "type": "string",
              "minLength": 1,
              "maxLength": 200
            },
            "x-standin-source": "assumed"
          },
          {
            "name": "status",
            "in": "query",
            "required": false,
            "description": "Only suggestions in this state.",
            "schema": {
              "$ref": "#/components/schemas/SuggestionStatus"
            },
            "x-standin-rejects-invalid": true,
            "x-standin-source": "assumed"
          }
        ],
        "responses": {
          "200": {
            "description": "Suggestions, oldest first.",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/SuggestionList"
                },
                "examples": {
                  "demo": {
                    "value": {
                      "items": [
                        {
                          "id": "sug_acme_billing",
                          "sessionId": "ses_acme_demo",
                          "messageId": "msg_acme_demo",
                          "skillId": "sub_agent.create",
                          "status": "pending",
                          "operation": "create",
                          "target": {
                            "type": "sub_agent",
                            "id": null
                          },
                          "title": "Create sub-agent \"Billing\"",
                          "rationale": "You asked: \"Add a sub-agent called Billing that handles refunds\".",
                          "payload": {
                            "name": "Billing",
                            "description": "Handles refunds",
                            "instructions": "Help customers with refunds. Be concise and friendly."
                          },
                          "dependsOn": [],
                          "rejectionReason": null,
                          "createdAt": "2026-01-15T00:01:00.000Z",
                          "resolvedAt": null
                        },
                        {
                          "id": "sug_acme_test_mode",
                          "sessionId": "ses_acme_demo",
                          "messageId": "msg_acme_demo",
                          "skillId": "test_mode.enable",
                          "status": "pending",
                          "operation": "enable",
                          "target": {
                            "type": "test_mode",
                            "id": null
                          },
                          "title": "Turn on test mode for agent@acme.test",
                          "rationale": "You asked: \"turn on test mode for agent@acme.test\".",
                          "payload": {
                            "testers": [
                              "agent@acme.test"
                            ]
                          },
                          "dependsOn": [],
                          "rejectionReason": null,
                          "createdAt": "2026-01-15T00:01:00.000Z",
                          "resolvedAt": null
                        }
                      ]
                    }
                  }
                }
              }
            }
          },
          "400": {
            "$ref": "#/components/responses/ValidationFailed"
          },
          "401": {
            "$ref": "#/components/responses/Unauthorized"
          },
          "404": {
            "$ref": "#/components/responses/NotFound"
          }
        }
      }
    },
    "/projects/{id}/builder/suggestions/{suggestionId}/apply": {
      "post": {
        "operationId": "applyBuilderSuggestion",
        "summary": "Apply a pending suggestion to the board",
        "tags": [
          "builder"
        ],
        "x-standin-source": "assumed",
        "parameters": [
          {
            "$ref": "#/components/parameters/ProjectId"
          },
          {
            "$ref": "#/components/parameters/SuggestionId"
          }
        ],
        "responses": {
          "200": {
            "description": "Applied; the board at its new revision.",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/ApplySuggestionResponse"
                },
                "examples": {
                  "demo": {
                    "value": {
                      "suggestion": {
                        "id": "sug_acme_billing",
                        "sessionId": "ses_acme_demo",
                        "messageId": "msg_acme_demo",
                        "skillId": "sub_agent.create",
                        "status": "applied",
                        "operation": "create",
                        "target": {
                          "type": "sub_agent",
                          "id": "sag_7k2m9q4x"
                        },
                        "title": "Create sub-agent \"Billing\"",
                        "rationale": "You asked: \"Add a sub-agent called Billing that handles refunds\".",
                        "payload": {
                          "name": "Billing",
                          "description": "Handles refunds",
                          "instructions": "Help customers with refunds. Be concise and friendly."
                        },
                        "dependsOn": [],
                        "rejectionReason": null,
                        "createdAt": "2026-01-15T00:01:00.000Z",
                        "resolvedAt": "2026-01-15T09:02:00.000Z"
                      },
                      "board": {
                        "projectId": "prj_acme_support",
                        "revision": 5,
                        "updatedAt": "2026-01-15T09:02:00.000Z",
                        "routers": [
                          {
                            "id": "rtr_main",
                            "name": "Main router",
                            "description": "Sends each conversation to the sub-agent that handles its intent.",
                            "rules": [
                              {
                                "id": "rul_orders",
                                "intent": "order status",
                                "keywords": [
                                  "order",
                                  "tracking",
                                  "delivery"
                                ],
                                "subAgentId": "sag_orders"
                              }
                            ],
                            "fallback": {
                              "action": "human",
                              "subAgentId": null
                            }
                          }
                        ],
                        "subAgents": [
                          {
                            "id": "sag_orders",
                            "name": "Orders",
                            "description": "Answers questions about orders and deliveries",
                            "instructions": "Look the order up before answering. Never promise a delivery date.",
                            "toolIds": [
                              "tol_order_lookup"
                            ]
                          },
                          {
                            "id": "sag_7k2m9q4x",
                            "name": "Billing",
                            "description": "Handles refunds",
                            "instructions": "Help customers with refunds. Be concise and friendly.",
                            "toolIds": []
                          }
                        ],
                        "tools": [
                          {
                            "id": "tol_order_lookup",
                            "name": "Order lookup",
                            "description": "Looks up an order by its number",
                            "kind": "http",
                            "http": {
                              "method": "GET",
                              "url": "https://api.acme.test/orders/{orderId}"
                            },
                            "parameters": [
                              {
                                "name": "orderId",
                                "type": "string",
                                "description": "The order number",
                                "required": true
                              }
                            ]
                          }
                        ],
                        "lineChannels": [
                          {
                            "id": "lin_main",
                            "name": "Acme LINE",
                            "channelId": "1657012345",
                            "webhookUrl": "https://hooks.standin.test/line/prj_acme_support/lin_main",
                            "enabled": true,
                            "connectedAt": "2025-11-02T10:00:00.000Z"
                          }
                        ],
                        "testMode": {
                          "enabled": false,
                          "testers": []
                        }
                      }
                    }
                  }
                }
              }
            }
          },
          "401": {
            "$ref": "#/components/responses/Unauthorized"
          },
          "404": {
            "$ref": "#/components/responses/NotFound"
          },
          "409": {
            "$ref": "#/components/responses/SuggestionNotPending"
          }
        }
      }
    },
    "/projects/{id}/builder/suggestions/{suggestionId}/reject": {
      "post": {
        "operationId": "rejectBuilderSuggestion",
        "summary": "Reject a pending suggestion",
        "tags": [
          "builder"
        ],
        "x-standin-source": "assumed",
        "parameters": [
          {
            "$ref": "#/components/parameters/ProjectId"
          },
          {
            "name": "suggestionId",
            "in": "path",
            "required": true,
            "description": "The suggestion identifier.",
            "schema": {
              "type": "string",
              "minLength": 1,
              "maxLength": 200
            },
            "examples": {
              "demo": {
                "value": "sug_acme_test_mode"
              }
            },
            "x-standin-source": "assumed"
          }
        ],
        "requestBody": {
          "x-standin-rejects-invalid": true,
          "required": false,
          "content": {
            "application/json": {
              "schema": {
                "$ref": "#/components/schemas/RejectSuggestionRequest"
              },
              "examples": {
                "demo": {
                  "value": {
                    "reason": "Not before the new greeting is live."
                  }
                }
              }
            }
          }
        },
        "responses": {
          "200": {
            "description": "Rejected.",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/RejectSuggestionResponse"
                },
                "examples": {
                  "demo": {
                    "value": {
                      "suggestion": {
                        "id": "sug_acme_test_mode",
                        "sessionId": "ses_acme_demo",
                        "messageId": "msg_acme_demo",
                        "skillId": "test_mode.enable",
                        "status": "rejected",
                        "operation": "enable",
                        "target": {
                          "type": "test_mode",
                          "id": null
                        },
                        "title": "Turn on test mode for agent@acme.test",
                        "rationale": "You asked: \"turn on test mode for agent@acme.test\".",
                        "payload": {
                          "testers": [
                            "agent@acme.test"
                          ]
                        },
                        "dependsOn": [],
                        "rejectionReason": "Not before the new greeting is live.",
                        "createdAt": "2026-01-15T00:01:00.000Z",
                        "resolvedAt": "2026-01-15T09:02:00.000Z"
                      }
                    }
                  }
                }
              }
            }
          },
          "400": {
            "$ref": "#/components/responses/ValidationFailed"
          },
          "401": {
            "$ref": "#/components/responses/Unauthorized"
          },
          "404": {
            "$ref": "#/components/responses/NotFound"
          },
          "409": {
            "$ref": "#/components/responses/SuggestionNotPending"
          },
          "413": {
            "$ref": "#/components/responses/PayloadTooLarge"
          },
          "415": {
            "$ref": "#/components/responses/UnsupportedMediaType"
          }
        }
      }
    },
    "/__standin/health": {
      "get": {
        "operationId": "adminHealth",
        "summary": "Liveness and the mock's configuration",
        "tags": [
          "admin"
        ],
        "security": [],
        "x-standin-source": "assumed",
        "x-standin-mock-only": true,
        "responses": {
          "200": {
            "description": "The mock is up.",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/AdminHealth"
                },
                "examples": {
                  "demo": {
                    "value": {
                      "status": "ok",
                      "version": "0.1.0",
                      "uptimeSeconds": 12.5,
                      "seed": 1,
                      "now": "2026-01-15T00:00:00.000Z",
                      "prefixes": [
                        "",
                        "/api/v1"
                      ],
                      "profileShape": "nested"
                    }
                  }
                }
              }
            }
          }
        }
      }
    },
    "/__standin/reset": {
      "post": {
        "operationId": "adminReset",
        "summary": "Reseed the database (optionally with another seed or clock)",
        "tags": [
          "admin"
        ],
        "security": [],
        "x-standin-source": "assumed",
        "x-standin-mock-only": true,
        "requestBody": {
          "required": false,
          "content": {
            "application/json": {
              "schema": {
                "$ref": "#/components/schemas/AdminResetRequest"
              },
              "examples": {
                "demo": {
                  "value": {
                    "seed": 2
                  }
                }
              }
            }
          }
        },
        "responses": {
          "200": {
            "description": "Reseeded; every issued token still works unless its user no longer exists.",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/AdminResetResponse"
                },
                "examples": {
                  "demo": {
                    "value": {
                      "status": "reset",
                      "seed": 2,
                      "now": "2026-01-15T00:00:00.000Z"
                    }
                  }
                }
              }
            }
          },
          "400": {
            "$ref": "#/components/responses/ValidationFailed"
          },
          "401": {
            "$ref": "#/components/responses/AdminUnauthorized"
          },
          "413": {
            "$ref": "#/components/responses/PayloadTooLarge"
          },
          "415": {
            "$ref": "#/components/responses/UnsupportedMediaType"
          }
        }
      }
    },
    "/__standin/state": {
      "get": {
        "operationId": "adminExportState",
        "summary": "Export the mutable state as a snapshot",
        "tags": [
          "admin"
        ],
        "security": [],
        "x-standin-source": "assumed",
        "x-standin-mock-only": true,
        "responses": {
          "200": {
            "description": "The snapshot; PUT it back to restore this state.",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/StateSnapshot"
                },
                "examples": {
                  "snapshot": {
                    "$ref": "#/components/examples/StateSnapshot"
                  }
                }
              }
            }
          },
          "401": {
            "$ref": "#/components/responses/AdminUnauthorized"
          }
        }
      },
      "put": {
        "operationId": "adminImportState",
        "summary": "Replace the mutable state with a snapshot",
        "tags": [
          "admin"
        ],
        "security": [],
        "x-standin-source": "assumed",
        "x-standin-mock-only": true,
        "requestBody": {
          "required": true,
          "content": {
            "application/json": {
              "schema": {
                "$ref": "#/components/schemas/StateSnapshot"
              },
              "examples": {
                "snapshot": {
                  "$ref": "#/components/examples/StateSnapshot"
                }
              }
            }
          }
        },
        "responses": {
          "200": {
            "description": "Imported.",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/AdminImportResponse"
                },
                "examples": {
                  "snapshot": {
                    "value": {
                      "status": "imported",
                      "seed": 1,
                      "now": "2026-01-15T00:00:00.000Z",
                      "counts": {
                        "projects": 1,
                        "sessions": 1,
                        "messages": 1,
                        "suggestions": 1
                      }
                    }
                  }
                }
              }
            }
          },
          "400": {
            "$ref": "#/components/responses/ValidationFailed"
          },
          "401": {
            "$ref": "#/components/responses/AdminUnauthorized"
          },
          "413": {
            "$ref": "#/components/responses/PayloadTooLarge"
          },
          "415": {
            "$ref": "#/components/responses/UnsupportedMediaType"
          }
        }
      }
    },
    "/__standin/tokens/expire": {
      "post": {
        "operationId": "adminExpireTokens",
        "summary": "Expire every token issued so far",
        "tags": [
          "admin"
        ],
        "security": [],
        "x-standin-source": "assumed",
        "x-standin-mock-only": true,
        "responses": {
          "200": {
            "description": "Every token issued before `expiredBefore` now answers 401 `TOKEN_EXPIRED`.",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/AdminExpireTokensResponse"
                },
                "examples": {
                  "demo": {
                    "value": {
                      "status": "expired",
                      "expiredBefore": "2026-01-15T09:30:00.000Z"
                    }
                  }
                }
              }
            }
          },
          "401": {
            "$ref": "#/components/responses/AdminUnauthorized"
          }
        }
      }
    },
    "/__standin/requests": {
      "get": {
        "operationId": "adminListRequests",
        "summary": "The most recent requests (bounded journal, secrets redacted)",
        "tags": [
          "admin"
        ],
        "security": [],
        "x-standin-source": "assumed",
        "x-standin-mock-only": true,
        "responses": {
          "200": {
            "description": "Newest last.",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/RequestJournal"
                },
                "examples": {
                  "demo": {
                    "value": {
                      "limit": 500,
                      "items": [
                        {
                          "id": 41,
                          "at": "2026-01-15T09:01:00.000Z",
                          "method": "POST",
                          "path": "/api/v1/auth/login",
                          "query": "",
                          "status": 200,
                          "durationMs": 3.2,
                          "operationId": "login",
                          "requestHeaders": {
                            "content-type": "application/json"
                          },
                          "requestBody": {
                            "email": "owner@acme.test",
                            "password": "[REDACTED]"
                          }
                        }
                      ]
                    }
                  }
                }
              }
            }
          },
          "401": {
            "$ref": "#/components/responses/AdminUnauthorized"
          }
        }
      }
    },
    "/__standin/openapi.yaml": {
      "get": {
        "operationId": "adminGetOpenApi",
        "summary": "This document",
        "tags": [
          "admin"
        ],
        "security": [],
        "x-standin-source": "assumed",
        "x-standin-mock-only": true,
        "responses": {
          "200": {
            "description": "openapi.yaml as served by the mock.",
            "content": {
              "application/yaml": {
                "schema": {
                  "type": "string",
                  "minLength": 1
                },
                "examples": {
                  "demo": {
                    "value": "openapi: 3.1.0\ninfo:\n  title: Customer-messaging service\n"
                  }
                }
              }
            }
          }
        }
      }
    },
    "/__standin/docs": {
      "get": {
        "operationId": "adminGetDocs",
        "summary": "An API reference page rendered from this document (no CDN)",
        "tags": [
          "admin"
        ],
        "security": [],
        "x-standin-source": "assumed",
        "x-standin-mock-only": true,
        "responses": {
          "200": {
            "description": "An HTML page; its scripts and styles are served by the mock itself.",
            "content": {
              "text/html": {
                "schema": {
                  "type": "string",
                  "minLength": 1
                },
                "examples": {
                  "demo": {
                    "value": "<!doctype html><html><head><title>API reference</title></head><body><div id=\"swagger-ui\"></div></body></html>"
                  }
                }
              }
            }
          }
        }
      }
    }
  },
  "components": {
    "securitySchemes": {
      "bearerAuth": {
        "type": "http",
        "scheme": "bearer",
        "bearerFormat": "JWT",
        "description": "The `accessToken` from `POST /auth/login` (seed). HS256 JWT on the mock."
      }
    },
    "parameters": {
      "StartDate": {
        "name": "startDate",
        "in": "query",
        "required": false,
        "description": "First day of the range, inclusive, as `YYYY-MM-DD` (a full ISO 8601 date-time is also\naccepted; its date in `timezone` is used). Default: six days before `endDate`.\n",
        "schema": {
          "type": "string",
          "anyOf": [
            {
              "format": "date"
            },
            {
              "format": "date-time"
            }
          ],
          "maxLength": 64
        },
        "examples": {
          "demo": {
            "value": "2026-01-08"
          }
        },
        "x-standin-rejects-invalid": true,
        "x-standin-source": "seed",
        "x-standin-seed": "Common query parameters: startDate, endDate, timezone, following the backend schema."
      },
      "EndDate": {
        "name": "endDate",
        "in": "query",
        "required": false,
        "description": "Last day of the range, inclusive, as `YYYY-MM-DD` (or a full ISO 8601 date-time).\nDefault: today in `timezone`. At most 366 days after `startDate`, never before it.\n",
        "schema": {
          "type": "string",
          "anyOf": [
            {
              "format": "date"
            },
            {
              "format": "date-time"
            }
          ],
          "maxLength": 64
        },
        "examples": {
          "demo": {
            "value": "2026-01-14"
          }
        },
        "x-standin-rejects-invalid": true,
        "x-standin-max-span-days": 366,
        "x-standin-source": "seed",
        "x-standin-seed": "Common query parameters: startDate, endDate, timezone, following the backend schema."
      },
      "Timezone": {
        "name": "timezone",
        "in": "query",
        "required": false,
        "description": "IANA time zone name whose midnights bound the days. Default `UTC`.",
        "schema": {
          "type": "string",
          "minLength": 1,
          "maxLength": 64,
          "default": "UTC"
        },
        "examples": {
          "demo": {
            "value": "Asia/Tokyo"
          }
        },
        "x-standin-source": "seed",
        "x-standin-seed": "Common query parameters: startDate, endDate, timezone, following the backend schema."
      },
      "GroupBy": {
        "name": "groupBy",
        "in": "query",
        "required": false,
        "description": "Bucket size for `timeseries`. Weeks start on Monday; a bucket's date is its first day within the range.",
        "schema": {
          "type": "string",
          "enum": [
            "day",
            "week",
            "month"
          ],
          "default": "day"
        },
        "examples": {
          "demo": {
            "value": "day"
          }
        },
        "x-standin-rejects-invalid": true,
        "x-standin-source": "assumed"
      },
      "ProjectId": {
        "name": "id",
        "in": "path",
        "required": true,
        "description": "The project identifier.",
        "schema": {
          "type": "string",
          "minLength": 1,
          "maxLength": 200
        },
        "examples": {
          "demo": {
            "value": "prj_acme_support"
          }
        },
        "x-standin-source": "seed",
        "x-standin-seed": "In every path, :id is the project identifier (path parameter)."
      },
      "SuggestionId": {
        "name": "suggestionId",
        "in": "path",
        "required": true,
        "description": "The suggestion identifier.",
        "schema": {
          "type": "string",
          "minLength": 1,
          "maxLength": 200
        },
        "examples": {
          "demo": {
            "value": "sug_acme_billing"
          }
        },
        "x-standin-source": "assumed"
      }
    },
    "headers": {
      "WWW-Authenticate": {
        "description": "A `Bearer` challenge, with `error=\"invalid_token\"` when a token was sent (RFC 6750 §3):\n`schema` holds every 401 to it, `x-standin-when-token-sent` also a 401 to a request that\ncarried a token. `standin contract` checks exactly these; `standin reconcile` widens them\nwhen a backend answers otherwise. The seed states the 401, not this header.\n",
        "schema": {
          "type": "string",
          "pattern": "^Bearer( |$)"
        },
        "x-standin-when-token-sent": {
          "type": "string",
          "pattern": "\\berror=\"?invalid_token\"?"
        },
        "example": "Bearer error=\"invalid_token\", error_description=\"The access token expired\"",
        "x-standin-source": "assumed"
      },
      "Retry-After": {
        "description": "Seconds to wait before trying again.",
        "schema": {
          "type": "integer",
          "minimum": 1
        },
        "example": 42
      }
    },
    "responses": {
      "Profile": {
        "description": "The user plus organization payload. Its exact shape varies by backend (seed): nested\n(`{ user, organization }`) or flat (the user with `organization` inside).\n",
        "content": {
          "application/json": {
            "schema": {
              "$ref": "#/components/schemas/Profile"
            },
            "examples": {
              "nested": {
                "summary": "Nested shape (Standin's default)",
                "value": {
                  "user": {
                    "id": "usr_acme_owner",
                    "email": "owner@acme.test",
                    "name": "Olivia Owner",
                    "role": "owner",
                    "avatarUrl": null,
                    "availability": "online",
                    "locale": "en",
                    "timezone": "Asia/Tokyo",
                    "createdAt": "2025-06-01T09:00:00.000Z"
                  },
                  "organization": {
                    "id": "org_acme",
                    "name": "Acme Support",
                    "slug": "acme",
                    "plan": "business",
                    "locale": "en",
                    "timezone": "Asia/Tokyo",
                    "createdAt": "2025-01-10T00:00:00.000Z"
                  },
                  "organizations": [
                    {
                      "id": "org_acme",
                      "name": "Acme Support",
                      "slug": "acme",
                      "role": "owner"
                    }
                  ]
                }
              },
              "flat": {
                "summary": "Flat shape (`--profile-shape flat`)",
                "value": {
                  "id": "usr_acme_owner",
                  "email": "owner@acme.test",
                  "name": "Olivia Owner",
                  "role": "owner",
                  "avatarUrl": null,
                  "availability": "online",
                  "locale": "en",
                  "timezone": "Asia/Tokyo",
                  "createdAt": "2025-06-01T09:00:00.000Z",
                  "organization": {
                    "id": "org_acme",
                    "name": "Acme Support",
                    "slug": "acme",
                    "plan": "business",
                    "locale": "en",
                    "timezone": "Asia/Tokyo",
                    "createdAt": "2025-01-10T00:00:00.000Z"
                  }
                }
              }
            }
          }
        }
      },
      "ValidationFailed": {
        "description": "The request is invalid; `message` lists every problem with the field name.",
        "content": {
          "application/json": {
            "schema": {
              "$ref": "#/components/schemas/ErrorBody"
            },
            "example": {
              "statusCode": 400,
              "message": [
                "email must be an email address",
                "password must be a string"
              ],
              "error": "Bad Request",
              "code": "VALIDATION_FAILED"
            }
          }
        }
      },
      "InvalidCredentials": {
        "description": "Wrong e-mail or password (the same answer for both, so accounts cannot be enumerated).",
        "content": {
          "application/json": {
            "schema": {
              "$ref": "#/components/schemas/ErrorBody"
            },
            "example": {
              "statusCode": 401,
              "message": "Invalid e-mail or password.",
              "error": "Unauthorized",
              "code": "INVALID_CREDENTIALS"
            }
          }
        }
      },
      "Unauthorized": {
        "description": "The token is missing, malformed, badly signed or expired (seed).",
        "headers": {
          "WWW-Authenticate": {
            "$ref": "#/components/headers/WWW-Authenticate"
          }
        },
        "content": {
          "application/json": {
            "schema": {
              "$ref": "#/components/schemas/ErrorBody"
            },
            "example": {
              "statusCode": 401,
              "message": "The access token expired. Sign in again with POST /auth/login.",
              "error": "Unauthorized",
              "code": "TOKEN_EXPIRED"
            }
          }
        },
        "x-standin-source": "seed",
        "x-standin-seed": "When the token is missing, expired or invalid, the service answers 401."
      },
      "AdminUnauthorized": {
        "description": "The server was started with an admin token (`--admin-token` or `STANDIN_ADMIN_TOKEN`,\nrequired when it listens on anything but loopback) and the request did not send it as\n`Authorization: Bearer <admin token>` or `X-Standin-Admin-Token: <admin token>`. Mock only.\n",
        "headers": {
          "WWW-Authenticate": {
            "description": "`Bearer realm=\"standin-admin\"`, with `error=\"invalid_token\"` when a wrong token was sent.",
            "schema": {
              "type": "string"
            }
          }
        },
        "content": {
          "application/json": {
            "schema": {
              "$ref": "#/components/schemas/ErrorBody"
            },
            "example": {
              "statusCode": 401,
              "message": "POST /__standin/reset needs the admin token: send Authorization: Bearer <admin token> or X-Standin-Admin-Token: <admin token>.",
              "error": "Unauthorized",
              "code": "ADMIN_TOKEN_REQUIRED"
            }
          }
        },
        "x-standin-source": "assumed"
      },
      "NotFound": {
        "description": "No such resource in the caller's organization.",
        "content": {
          "application/json": {
            "schema": {
              "$ref": "#/components/schemas/ErrorBody"
            },
            "example": {
              "statusCode": 404,
              "message": "Project prj_unknown was not found.",
              "error": "Not Found",
              "code": "NOT_FOUND"
            }
          }
        }
      },
      "SessionClosed": {
        "description": "The builder session has expired or was closed; start a new one.",
        "content": {
          "application/json": {
            "schema": {
              "$ref": "#/components/schemas/ErrorBody"
            },
            "example": {
              "statusCode": 409,
              "message": "Builder session ses_5d1c8e42x expired at 2026-01-15T10:00:00.000Z. Start a new session with POST /projects/prj_acme_support/builder/session.",
              "error": "Conflict",
              "code": "SESSION_CLOSED"
            }
          }
        }
      },
      "SuggestionNotPending": {
        "description": "Only a pending suggestion can be applied or rejected (`SUGGESTION_NOT_PENDING`), only after\nthe suggestions it depends on were applied (`SUGGESTION_DEPENDENCY_NOT_APPLIED`), and only\nwhile the board still allows it (`SUGGESTION_CONFLICT`: its target is gone or its name is\ntaken; it stays pending).\n",
        "content": {
          "application/json": {
            "schema": {
              "$ref": "#/components/schemas/ErrorBody"
            },
            "examples": {
              "notPending": {
                "summary": "Already applied or rejected",
                "value": {
                  "statusCode": 409,
                  "message": "Suggestion sug_acme_billing is applied, not pending.",
                  "error": "Conflict",
                  "code": "SUGGESTION_NOT_PENDING"
                }
              },
              "dependencyNotApplied": {
                "summary": "Depends on a suggestion that is not applied yet",
                "value": {
                  "statusCode": 409,
                  "message": "Suggestion sug_1d5e2f88x depends on sug_0c4d1e77x, which is pending. Apply sug_0c4d1e77x first.",
                  "error": "Conflict",
                  "code": "SUGGESTION_DEPENDENCY_NOT_APPLIED"
                }
              },
              "conflict": {
                "summary": "The board no longer allows it",
                "value": {
                  "statusCode": 409,
                  "message": "Suggestion sug_2e6f3a99 cannot be applied: the board has no sub-agent called Billing. Reject it, or ask again.",
                  "error": "Conflict",
                  "code": "SUGGESTION_CONFLICT"
                }
              }
            }
          }
        }
      },
      "PayloadTooLarge": {
        "description": "The request body is over 1 MiB.",
        "content": {
          "application/json": {
            "schema": {
              "$ref": "#/components/schemas/ErrorBody"
            },
            "example": {
              "statusCode": 413,
              "message": "The request body is over the 1048576-byte limit.",
              "error": "Payload Too Large",
              "code": "PAYLOAD_TOO_LARGE"
            }
          }
        }
      },
      "UnsupportedMediaType": {
        "description": "The request body is not JSON.",
        "content": {
          "application/json": {
            "schema": {
              "$ref": "#/components/schemas/ErrorBody"
            },
            "example": {
              "statusCode": 415,
              "message": "The request body must be application/json (got text/plain).",
              "error": "Unsupported Media Type",
              "code": "UNSUPPORTED_MEDIA_TYPE"
            }
          }
        }
      },
      "TooManyRequests": {
        "description": "Too many failed sign-ins for one e-mail (10 a minute).",
        "headers": {
          "Retry-After": {
            "$ref": "#/components/headers/Retry-After"
          }
        },
        "content": {
          "application/json": {
            "schema": {
              "$ref": "#/components/schemas/ErrorBody"
            },
            "example": {
              "statusCode": 429,
              "message": "Too many failed sign-ins for this e-mail. Try again in 42 seconds.",
              "error": "Too Many Requests",
              "code": "RATE_LIMITED"
            }
          }
        }
      }
    },
    "examples": {
      "StateSnapshot": {
        "summary": "A snapshot with one project's builder state (the seeded demo session and one of its pending suggestions)",
        "value": {
          "version": 1,
          "seed": 1,
          "now": "2026-01-15T00:00:00.000Z",
          "exportedAt": "2026-01-15T09:30:00.000Z",
          "projects": [
            {
              "id": "prj_acme_support",
              "organizationId": "org_acme",
              "name": "Support bot",
              "description": "Answers customer questions on LINE and the web widget.",
              "boardRevision": 4,
              "createdAt": "2025-09-01T09:00:00.000Z",
              "updatedAt": "2026-01-15T09:02:00.000Z"
            }
          ],
          "boards": [
            {
              "projectId": "prj_acme_support",
              "revision": 4,
              "updatedAt": "2026-01-15T09:02:00.000Z",
              "routers": [
                {
                  "id": "rtr_main",
                  "name": "Main router",
                  "description": "Sends each conversation to the sub-agent that handles its intent.",
                  "rules": [
                    {
                      "id": "rul_orders",
                      "intent": "order status",
                      "keywords": [
                        "order",
                        "tracking",
                        "delivery"
                      ],
                      "subAgentId": "sag_orders"
                    }
                  ],
                  "fallback": {
                    "action": "human",
                    "subAgentId": null
                  }
                }
              ],
              "subAgents": [
                {
                  "id": "sag_orders",
                  "name": "Orders",
                  "description": "Answers questions about orders and deliveries",
                  "instructions": "Look the order up before answering. Never promise a delivery date.",
                  "toolIds": [
                    "tol_order_lookup"
                  ]
                }
              ],
              "tools": [
                {
                  "id": "tol_order_lookup",
                  "name": "Order lookup",
                  "description": "Looks up an order by its number",
                  "kind": "http",
                  "http": {
                    "method": "GET",
                    "url": "https://api.acme.test/orders/{orderId}"
                  },
                  "parameters": [
                    {
                      "name": "orderId",
                      "type": "string",
                      "description": "The order number",
                      "required": true
                    }
                  ]
                }
              ],
              "lineChannels": [
                {
                  "id": "lin_main",
                  "name": "Acme LINE",
                  "channelId": "1657012345",
                  "webhookUrl": "https://hooks.standin.test/line/prj_acme_support/lin_main",
                  "enabled": true,
                  "connectedAt": "2025-11-02T10:00:00.000Z"
                }
              ],
              "testMode": {
                "enabled": false,
                "testers": []
              }
            }
          ],
          "sessions": [
            {
              "id": "ses_acme_demo",
              "projectId": "prj_acme_support",
              "status": "active",
              "createdAt": "2026-01-15T00:00:00.000Z",
              "expiresAt": "2026-02-14T00:00:00.000Z"
            }
          ],
          "messages": [
            {
              "id": "msg_acme_demo",
              "sessionId": "ses_acme_demo",
              "role": "assistant",
              "reply": "I suggest 2 changes: create sub-agent \"Billing\"; turn on test mode for agent@acme.test.",
              "createdAt": "2026-01-15T00:01:00.000Z"
            }
          ],
          "suggestions": [
            {
              "id": "sug_acme_billing",
              "sessionId": "ses_acme_demo",
              "messageId": "msg_acme_demo",
              "skillId": "sub_agent.create",
              "status": "pending",
              "operation": "create",
              "target": {
                "type": "sub_agent",
                "id": null
              },
              "title": "Create sub-agent \"Billing\"",
              "rationale": "You asked: \"Add a sub-agent called Billing that handles refunds\".",
              "payload": {
                "name": "Billing",
                "description": "Handles refunds",
                "instructions": "Help customers with refunds. Be concise and friendly."
              },
              "dependsOn": [],
              "rejectionReason": null,
              "createdAt": "2026-01-15T00:01:00.000Z",
              "resolvedAt": null
            }
          ]
        }
      }
    },
    "schemas": {
      "ErrorBody": {
        "type": "object",
        "description": "NestJS-style error body. `code` is a stable machine code: TOKEN_MISSING, TOKEN_EXPIRED,\nTOKEN_INVALID, ADMIN_TOKEN_REQUIRED (mock only), INVALID_CREDENTIALS, VALIDATION_FAILED,\nNOT_FOUND, SESSION_CLOSED, SUGGESTION_NOT_PENDING, SUGGESTION_DEPENDENCY_NOT_APPLIED, SUGGESTION_CONFLICT, RATE_LIMITED,\nPAYLOAD_TOO_LARGE, UNSUPPORTED_MEDIA_TYPE, MOCK_DRIFT.\n",
        "required": [
          "statusCode",
          "message",
          "error",
          "code"
        ],
        "properties": {
          "statusCode": {
            "type": "integer",
            "minimum": 400,
            "maximum": 599
          },
          "message": {
            "oneOf": [
              {
                "type": "string",
                "minLength": 1
              },
              {
                "type": "array",
                "minItems": 1,
                "items": {
                  "type": "string",
                  "minLength": 1
                }
              }
            ]
          },
          "error": {
            "type": "string",
            "minLength": 1
          },
          "code": {
            "type": "string",
            "pattern": "^[A-Z][A-Z0-9_]*$"
          }
        },
        "x-standin-source": "assumed"
      },
      "LoginRequest": {
        "type": "object",
        "required": [
          "email",
          "password"
        ],
        "properties": {
          "email": {
            "type": "string",
            "format": "email",
            "maxLength": 320
          },
          "password": {
            "type": "string",
            "minLength": 1,
            "maxLength": 1024
          }
        },
        "x-standin-source": "seed",
        "x-standin-seed": "| POST | /auth/login | JSON body with email and password | JSON with accessToken and user |"
      },
      "LoginResponse": {
        "type": "object",
        "required": [
          "accessToken",
          "user",
          "tokenType",
          "expiresIn"
        ],
        "properties": {
          "accessToken": {
            "type": "string",
            "minLength": 1
          },
          "user": {
            "$ref": "#/components/schemas/User"
          },
          "tokenType": {
            "type": "string",
            "const": "Bearer",
            "x-standin-source": "assumed"
          },
          "expiresIn": {
            "type": "integer",
            "minimum": 1,
            "description": "Seconds until the token expires.",
            "x-standin-source": "assumed"
          }
        },
        "x-standin-source": "seed",
        "x-standin-seed": "A token is obtained with POST /auth/login, which returns it as accessToken."
      },
      "User": {
        "type": "object",
        "required": [
          "id",
          "email",
          "name",
          "role",
          "avatarUrl",
          "availability",
          "locale",
          "timezone",
          "createdAt"
        ],
        "properties": {
          "id": {
            "type": "string",
            "minLength": 1
          },
          "email": {
            "type": "string",
            "format": "email"
          },
          "name": {
            "type": "string",
            "minLength": 1
          },
          "role": {
            "type": "string",
            "enum": [
              "owner",
              "admin",
              "agent"
            ]
          },
          "avatarUrl": {
            "type": [
              "string",
              "null"
            ],
            "format": "uri"
          },
          "availability": {
            "type": "string",
            "enum": [
              "online",
              "busy",
              "offline"
            ]
          },
          "locale": {
            "type": "string",
            "minLength": 2,
            "maxLength": 16,
            "examples": [
              "en",
              "ja"
            ]
          },
          "timezone": {
            "type": "string",
            "minLength": 1,
            "description": "IANA time zone name."
          },
          "createdAt": {
            "type": "string",
            "format": "date-time"
          }
        },
        "x-standin-source": "assumed"
      },
      "Organization": {
        "type": "object",
        "required": [
          "id",
          "name",
          "slug",
          "plan",
          "locale",
          "timezone",
          "createdAt"
        ],
        "properties": {
          "id": {
            "type": "string",
            "minLength": 1
          },
          "name": {
            "type": "string",
            "minLength": 1
          },
          "slug": {
            "type": "string",
            "pattern": "^[a-z0-9][a-z0-9-]*$"
          },
          "plan": {
            "type": "string",
            "enum": [
              "free",
              "starter",
              "business",
              "enterprise"
            ]
          },
          "locale": {
            "type": "string",
            "minLength": 2,
            "maxLength": 16
          },
          "timezone": {
            "type": "string",
            "minLength": 1,
            "description": "IANA time zone name."
          },
          "createdAt": {
            "type": "string",
            "format": "date-time"
          }
        },
        "x-standin-source": "assumed"
      },
      "OrganizationMembership": {
        "type": "object",
        "required": [
          "id",
          "name",
          "slug",
          "role"
        ],
        "properties": {
          "id": {
            "type": "string",
            "minLength": 1
          },
          "name": {
            "type": "string",
            "minLength": 1
          },
          "slug": {
            "type": "string",
            "pattern": "^[a-z0-9][a-z0-9-]*$"
          },
          "role": {
            "type": "string",
            "enum": [
              "owner",
              "admin",
              "agent"
            ]
          }
        },
        "x-standin-source": "assumed"
      },
      "ProfileNested": {
        "type": "object",
        "description": "`{ user, organization }`, the default shape of the mock.",
        "required": [
          "user",
          "organization"
        ],
        "properties": {
          "user": {
            "$ref": "#/components/schemas/User"
          },
          "organization": {
            "$ref": "#/components/schemas/Organization"
          },
          "organizations": {
            "type": "array",
            "description": "Every organization the user belongs to.",
            "items": {
              "$ref": "#/components/schemas/OrganizationMembership"
            },
            "x-standin-source": "assumed"
          }
        },
        "x-standin-source": "seed",
        "x-standin-seed": "The profile response carries a user plus organization payload. It is richer than the user object in the login response, and its exact shape varies by backend."
      },
      "ProfileFlat": {
        "description": "The user object with `organization` inside it (`--profile-shape flat`).",
        "allOf": [
          {
            "$ref": "#/components/schemas/User"
          },
          {
            "type": "object",
            "required": [
              "organization"
            ],
            "properties": {
              "organization": {
                "$ref": "#/components/schemas/Organization"
              }
            }
          }
        ],
        "x-standin-source": "seed",
        "x-standin-seed": "The profile response carries a user plus organization payload. It is richer than the user object in the login response, and its exact shape varies by backend."
      },
      "Profile": {
        "description": "The user plus organization payload; its shape varies by backend (seed).",
        "anyOf": [
          {
            "$ref": "#/components/schemas/ProfileNested"
          },
          {
            "$ref": "#/components/schemas/ProfileFlat"
          }
        ],
        "x-standin-source": "seed",
        "x-standin-seed": "The profile response carries a user plus organization payload. It is richer than the user object in the login response, and its exact shape varies by backend."
      },
      "DateRange": {
        "type": "object",
        "required": [
          "startDate",
          "endDate",
          "timezone"
        ],
        "properties": {
          "startDate": {
            "type": "string",
            "format": "date"
          },
          "endDate": {
            "type": "string",
            "format": "date"
          },
          "timezone": {
            "type": "string",
            "minLength": 1
          }
        },
        "x-standin-source": "assumed"
      },
      "GroupBy": {
        "type": "string",
        "enum": [
          "day",
          "week",
          "month"
        ],
        "x-standin-source": "assumed"
      },
      "Seconds": {
        "type": [
          "integer",
          "null"
        ],
        "minimum": 0,
        "description": "A duration in whole seconds; null when there is nothing to average.",
        "x-standin-source": "assumed"
      },
      "Rate": {
        "type": [
          "number",
          "null"
        ],
        "minimum": 0,
        "maximum": 100,
        "description": "A percentage from 0 to 100; null when its denominator is 0.",
        "x-standin-source": "assumed"
      },
      "Count": {
        "type": "integer",
        "minimum": 0,
        "x-standin-source": "assumed"
      },
      "TimeseriesPoint": {
        "type": "object",
        "required": [
          "date",
          "value"
        ],
        "properties": {
          "date": {
            "type": "string",
            "format": "date",
            "description": "First day of the bucket (day, Monday-start week, month), clipped to startDate."
          },
          "value": {
            "$ref": "#/components/schemas/Count"
          }
        },
        "x-standin-source": "assumed"
      },
      "DurationTimeseriesPoint": {
        "type": "object",
        "required": [
          "date",
          "value"
        ],
        "properties": {
          "date": {
            "type": "string",
            "format": "date",
            "description": "First day of the bucket (day, Monday-start week, month), clipped to startDate."
          },
          "value": {
            "$ref": "#/components/schemas/Seconds"
          }
        },
        "x-standin-source": "assumed"
      },
      "CountSeries": {
        "type": "array",
        "items": {
          "$ref": "#/components/schemas/TimeseriesPoint"
        },
        "x-standin-source": "assumed"
      },
      "DurationSeries": {
        "type": "array",
        "items": {
          "$ref": "#/components/schemas/DurationTimeseriesPoint"
        },
        "x-standin-source": "assumed"
      },
      "ConversationMetrics": {
        "type": "object",
        "description": "Counts, message totals and the first-response and reply averages are over conversations\ncreated in the range; `resolutionsCount` and `avgResolutionTime` over conversations resolved\nin the range (docs/decisions/0007-report-cohorts-and-query-defaults.md).\n",
        "required": [
          "conversationsCount",
          "incomingMessagesCount",
          "outgoingMessagesCount",
          "resolutionsCount",
          "avgFirstResponseTime",
          "avgResolutionTime",
          "avgReplyTime"
        ],
        "properties": {
          "conversationsCount": {
            "$ref": "#/components/schemas/Count"
          },
          "incomingMessagesCount": {
            "$ref": "#/components/schemas/Count"
          },
          "outgoingMessagesCount": {
            "$ref": "#/components/schemas/Count"
          },
          "resolutionsCount": {
            "$ref": "#/components/schemas/Count"
          },
          "avgFirstResponseTime": {
            "$ref": "#/components/schemas/Seconds"
          },
          "avgResolutionTime": {
            "$ref": "#/components/schemas/Seconds"
          },
          "avgReplyTime": {
            "$ref": "#/components/schemas/Seconds"
          }
        },
        "x-standin-source": "assumed"
      },
      "OverviewReport": {
        "type": "object",
        "required": [
          "range",
          "groupBy",
          "summary",
          "previous",
          "live",
          "timeseries"
        ],
        "properties": {
          "range": {
            "$ref": "#/components/schemas/DateRange"
          },
          "groupBy": {
            "$ref": "#/components/schemas/GroupBy"
          },
          "summary": {
            "$ref": "#/components/schemas/ConversationMetrics"
          },
          "previous": {
            "$ref": "#/components/schemas/ConversationMetrics"
          },
          "live": {
            "type": "object",
            "description": "As of now, over the whole organization, whatever the range; unattended = open and never answered, unassigned = open without an assignee.",
            "required": [
              "open",
              "unattended",
              "unassigned"
            ],
            "properties": {
              "open": {
                "$ref": "#/components/schemas/Count"
              },
              "unattended": {
                "$ref": "#/components/schemas/Count"
              },
              "unassigned": {
                "$ref": "#/components/schemas/Count"
              }
            }
          },
          "timeseries": {
            "type": "object",
            "required": [
              "conversationsCount",
              "incomingMessagesCount",
              "outgoingMessagesCount",
              "resolutionsCount",
              "avgFirstResponseTime",
              "avgResolutionTime",
              "avgReplyTime"
            ],
            "properties": {
              "conversationsCount": {
                "$ref": "#/components/schemas/CountSeries"
              },
              "incomingMessagesCount": {
                "$ref": "#/components/schemas/CountSeries"
              },
              "outgoingMessagesCount": {
                "$ref": "#/components/schemas/CountSeries"
              },
              "resolutionsCount": {
                "$ref": "#/components/schemas/CountSeries"
              },
              "avgFirstResponseTime": {
                "$ref": "#/components/schemas/DurationSeries"
              },
              "avgResolutionTime": {
                "$ref": "#/components/schemas/DurationSeries"
              },
              "avgReplyTime": {
                "$ref": "#/components/schemas/DurationSeries"
              }
            }
          }
        },
        "x-standin-source": "assumed"
      },
      "StatusCounts": {
        "type": "object",
        "description": "Conversations created in the range, by their status now; total = open + pending + resolved + snoozed.",
        "required": [
          "total",
          "open",
          "pending",
          "resolved",
          "snoozed"
        ],
        "properties": {
          "total": {
            "$ref": "#/components/schemas/Count"
          },
          "open": {
            "$ref": "#/components/schemas/Count"
          },
          "pending": {
            "$ref": "#/components/schemas/Count"
          },
          "resolved": {
            "$ref": "#/components/schemas/Count"
          },
          "snoozed": {
            "$ref": "#/components/schemas/Count"
          }
        },
        "x-standin-source": "assumed"
      },
      "ChannelType": {
        "type": "string",
        "enum": [
          "web",
          "email",
          "line",
          "whatsapp",
          "facebook",
          "api"
        ],
        "x-standin-source": "assumed"
      },
      "ConversationsReport": {
        "type": "object",
        "required": [
          "range",
          "groupBy",
          "totals",
          "byChannel",
          "timeseries"
        ],
        "properties": {
          "range": {
            "$ref": "#/components/schemas/DateRange"
          },
          "groupBy": {
            "$ref": "#/components/schemas/GroupBy"
          },
          "totals": {
            "$ref": "#/components/schemas/StatusCounts"
          },
          "byChannel": {
            "type": "array",
            "description": "One row per channel type of the organization's inboxes, sorted by channelType; the rows add up to totals.",
            "items": {
              "allOf": [
                {
                  "$ref": "#/components/schemas/StatusCounts"
                },
                {
                  "type": "object",
                  "required": [
                    "channelType"
                  ],
                  "properties": {
                    "channelType": {
                      "$ref": "#/components/schemas/ChannelType"
                    }
                  }
                }
              ]
            }
          },
          "timeseries": {
            "$ref": "#/components/schemas/CountSeries"
          }
        },
        "x-standin-source": "assumed"
      },
      "EntityMetrics": {
        "type": "object",
        "description": "One agent, label, inbox or team: conversations created in the range that belong to it, and\nhow many of those are now resolved; averages over the same conversations.\n",
        "required": [
          "id",
          "name",
          "conversationsCount",
          "resolvedConversationsCount",
          "avgFirstResponseTime",
          "avgResolutionTime",
          "avgReplyTime"
        ],
        "properties": {
          "id": {
            "type": "string",
            "minLength": 1
          },
          "name": {
            "type": "string",
            "minLength": 1
          },
          "conversationsCount": {
            "$ref": "#/components/schemas/Count"
          },
          "resolvedConversationsCount": {
            "$ref": "#/components/schemas/Count"
          },
          "avgFirstResponseTime": {
            "$ref": "#/components/schemas/Seconds"
          },
          "avgResolutionTime": {
            "$ref": "#/components/schemas/Seconds"
          },
          "avgReplyTime": {
            "$ref": "#/components/schemas/Seconds"
          }
        },
        "x-standin-source": "assumed"
      },
      "AgentsReport": {
        "type": "object",
        "required": [
          "range",
          "items"
        ],
        "properties": {
          "range": {
            "$ref": "#/components/schemas/DateRange"
          },
          "items": {
            "type": "array",
            "items": {
              "allOf": [
                {
                  "$ref": "#/components/schemas/EntityMetrics"
                },
                {
                  "type": "object",
                  "required": [
                    "email",
                    "availability"
                  ],
                  "properties": {
                    "email": {
                      "type": "string",
                      "format": "email"
                    },
                    "availability": {
                      "type": "string",
                      "enum": [
                        "online",
                        "busy",
                        "offline"
                      ]
                    }
                  }
                }
              ]
            }
          }
        },
        "x-standin-source": "assumed"
      },
      "LabelsReport": {
        "type": "object",
        "required": [
          "range",
          "items"
        ],
        "properties": {
          "range": {
            "$ref": "#/components/schemas/DateRange"
          },
          "items": {
            "type": "array",
            "items": {
              "allOf": [
                {
                  "$ref": "#/components/schemas/EntityMetrics"
                },
                {
                  "type": "object",
                  "required": [
                    "color"
                  ],
                  "properties": {
                    "color": {
                      "type": "string",
                      "pattern": "^#[0-9A-Fa-f]{6}$"
                    }
                  }
                }
              ]
            }
          }
        },
        "x-standin-source": "assumed"
      },
      "InboxesReport": {
        "type": "object",
        "required": [
          "range",
          "items"
        ],
        "properties": {
          "range": {
            "$ref": "#/components/schemas/DateRange"
          },
          "items": {
            "type": "array",
            "items": {
              "allOf": [
                {
                  "$ref": "#/components/schemas/EntityMetrics"
                },
                {
                  "type": "object",
                  "required": [
                    "channelType"
                  ],
                  "properties": {
                    "channelType": {
                      "$ref": "#/components/schemas/ChannelType"
                    }
                  }
                }
              ]
            }
          }
        },
        "x-standin-source": "assumed"
      },
      "TeamsReport": {
        "type": "object",
        "required": [
          "range",
          "items"
        ],
        "properties": {
          "range": {
            "$ref": "#/components/schemas/DateRange"
          },
          "items": {
            "type": "array",
            "items": {
              "$ref": "#/components/schemas/EntityMetrics"
            }
          }
        },
        "x-standin-source": "assumed"
      },
      "BotMetrics": {
        "type": "object",
        "description": "Over conversations the bot took part in that were created in the range; rates are shares of those.",
        "required": [
          "conversationsCount",
          "messagesCount",
          "botResolutionsCount",
          "botHandoffsCount",
          "resolutionRate",
          "handoffRate"
        ],
        "properties": {
          "conversationsCount": {
            "$ref": "#/components/schemas/Count"
          },
          "messagesCount": {
            "$ref": "#/components/schemas/Count"
          },
          "botResolutionsCount": {
            "$ref": "#/components/schemas/Count"
          },
          "botHandoffsCount": {
            "$ref": "#/components/schemas/Count"
          },
          "resolutionRate": {
            "$ref": "#/components/schemas/Rate"
          },
          "handoffRate": {
            "$ref": "#/components/schemas/Rate"
          }
        },
        "x-standin-source": "assumed"
      },
      "BotReport": {
        "type": "object",
        "required": [
          "range",
          "groupBy",
          "summary",
          "previous",
          "timeseries"
        ],
        "properties": {
          "range": {
            "$ref": "#/components/schemas/DateRange"
          },
          "groupBy": {
            "$ref": "#/components/schemas/GroupBy"
          },
          "summary": {
            "$ref": "#/components/schemas/BotMetrics"
          },
          "previous": {
            "$ref": "#/components/schemas/BotMetrics"
          },
          "timeseries": {
            "type": "object",
            "required": [
              "conversationsCount",
              "botResolutionsCount",
              "botHandoffsCount"
            ],
            "properties": {
              "conversationsCount": {
                "$ref": "#/components/schemas/CountSeries"
              },
              "botResolutionsCount": {
                "$ref": "#/components/schemas/CountSeries"
              },
              "botHandoffsCount": {
                "$ref": "#/components/schemas/CountSeries"
              }
            }
          }
        },
        "x-standin-source": "assumed"
      },
      "Project": {
        "type": "object",
        "required": [
          "id",
          "organizationId",
          "name",
          "description",
          "boardRevision",
          "createdAt",
          "updatedAt"
        ],
        "properties": {
          "id": {
            "type": "string",
            "minLength": 1
          },
          "organizationId": {
            "type": "string",
            "minLength": 1
          },
          "name": {
            "type": "string",
            "minLength": 1,
            "maxLength": 120
          },
          "description": {
            "type": "string",
            "maxLength": 1000
          },
          "boardRevision": {
            "type": "integer",
            "minimum": 0
          },
          "createdAt": {
            "type": "string",
            "format": "date-time"
          },
          "updatedAt": {
            "type": "string",
            "format": "date-time"
          }
        },
        "x-standin-source": "assumed"
      },
      "ProjectList": {
        "type": "object",
        "required": [
          "items"
        ],
        "properties": {
          "items": {
            "type": "array",
            "items": {
              "$ref": "#/components/schemas/Project"
            }
          }
        },
        "x-standin-source": "assumed"
      },
      "RouterRule": {
        "type": "object",
        "required": [
          "id",
          "intent",
          "keywords",
          "subAgentId"
        ],
        "properties": {
          "id": {
            "type": "string",
            "minLength": 1
          },
          "intent": {
            "type": "string",
            "minLength": 1,
            "maxLength": 200
          },
          "keywords": {
            "type": "array",
            "items": {
              "type": "string",
              "minLength": 1,
              "maxLength": 80
            }
          },
          "subAgentId": {
            "type": "string",
            "minLength": 1
          }
        },
        "x-standin-source": "assumed"
      },
      "RouterFallback": {
        "type": "object",
        "description": "What the router does when no rule matches.",
        "required": [
          "action",
          "subAgentId"
        ],
        "properties": {
          "action": {
            "type": "string",
            "enum": [
              "sub_agent",
              "human"
            ]
          },
          "subAgentId": {
            "type": [
              "string",
              "null"
            ],
            "minLength": 1
          }
        },
        "x-standin-source": "assumed"
      },
      "Router": {
        "type": "object",
        "description": "Sends each conversation to a sub-agent by intent, falling back to a sub-agent or a human.",
        "required": [
          "id",
          "name",
          "description",
          "rules",
          "fallback"
        ],
        "properties": {
          "id": {
            "type": "string",
            "minLength": 1
          },
          "name": {
            "type": "string",
            "minLength": 1,
            "maxLength": 80
          },
          "description": {
            "type": "string",
            "maxLength": 500
          },
          "rules": {
            "type": "array",
            "items": {
              "$ref": "#/components/schemas/RouterRule"
            }
          },
          "fallback": {
            "$ref": "#/components/schemas/RouterFallback"
          }
        },
        "x-standin-source": "assumed"
      },
      "SubAgent": {
        "type": "object",
        "required": [
          "id",
          "name",
          "description",
          "instructions",
          "toolIds"
        ],
        "properties": {
          "id": {
            "type": "string",
            "minLength": 1
          },
          "name": {
            "type": "string",
            "minLength": 1,
            "maxLength": 80
          },
          "description": {
            "type": "string",
            "maxLength": 500
          },
          "instructions": {
            "type": "string",
            "maxLength": 4000
          },
          "toolIds": {
            "type": "array",
            "items": {
              "type": "string",
              "minLength": 1
            }
          }
        },
        "x-standin-source": "assumed"
      },
      "ToolParameter": {
        "type": "object",
        "required": [
          "name",
          "type",
          "description",
          "required"
        ],
        "properties": {
          "name": {
            "type": "string",
            "pattern": "^[A-Za-z_][A-Za-z0-9_]*$",
            "maxLength": 64
          },
          "type": {
            "type": "string",
            "enum": [
              "string",
              "number",
              "integer",
              "boolean"
            ]
          },
          "description": {
            "type": "string",
            "maxLength": 500
          },
          "required": {
            "type": "boolean"
          }
        },
        "x-standin-source": "assumed"
      },
      "ToolHttp": {
        "type": "object",
        "required": [
          "method",
          "url"
        ],
        "properties": {
          "method": {
            "type": "string",
            "enum": [
              "GET",
              "POST",
              "PUT",
              "PATCH",
              "DELETE"
            ]
          },
          "url": {
            "type": "string",
            "format": "uri-template",
            "maxLength": 2000
          }
        },
        "x-standin-source": "assumed"
      },
      "Tool": {
        "type": "object",
        "required": [
          "id",
          "name",
          "description",
          "kind",
          "http",
          "parameters"
        ],
        "properties": {
          "id": {
            "type": "string",
            "minLength": 1
          },
          "name": {
            "type": "string",
            "minLength": 1,
            "maxLength": 80
          },
          "description": {
            "type": "string",
            "maxLength": 500
          },
          "kind": {
            "type": "string",
            "enum": [
              "builtin",
              "http"
            ]
          },
          "http": {
            "description": "How an `http` tool is called; null for a builtin tool.",
            "oneOf": [
              {
                "$ref": "#/components/schemas/ToolHttp"
              },
              {
                "type": "null"
              }
            ]
          },
          "parameters": {
            "type": "array",
            "items": {
              "$ref": "#/components/schemas/ToolParameter"
            }
          }
        },
        "x-standin-source": "assumed"
      },
      "LineChannel": {
        "type": "object",
        "description": "A connected LINE Official Account. The channel secret and access token are write-only and never returned.",
        "required": [
          "id",
          "name",
          "channelId",
          "webhookUrl",
          "enabled",
          "connectedAt"
        ],
        "properties": {
          "id": {
            "type": "string",
            "minLength": 1
          },
          "name": {
            "type": "string",
            "minLength": 1,
            "maxLength": 80
          },
          "channelId": {
            "type": "string",
            "pattern": "^[0-9]{10}$"
          },
          "channelSecret": {
            "type": "string",
            "writeOnly": true,
            "minLength": 1
          },
          "channelAccessToken": {
            "type": "string",
            "writeOnly": true,
            "minLength": 1
          },
          "webhookUrl": {
            "type": "string",
            "format": "uri",
            "description": "Read-only. Assigned by the service when the channel is connected (no input schema accepts it); admin snapshots carry it back."
          },
          "enabled": {
            "type": "boolean"
          },
          "connectedAt": {
            "type": "string",
            "format": "date-time"
          }
        },
        "x-standin-source": "assumed"
      },
      "TestMode": {
        "type": "object",
        "description": "While enabled, only the testers talk to the bot.",
        "required": [
          "enabled",
          "testers"
        ],
        "properties": {
          "enabled": {
            "type": "boolean"
          },
          "testers": {
            "type": "array",
            "uniqueItems": true,
            "items": {
              "type": "string",
              "format": "email"
            }
          }
        },
        "x-standin-source": "assumed"
      },
      "Board": {
        "type": "object",
        "required": [
          "projectId",
          "revision",
          "updatedAt",
          "routers",
          "subAgents",
          "tools",
          "lineChannels",
          "testMode"
        ],
        "properties": {
          "projectId": {
            "type": "string",
            "minLength": 1
          },
          "revision": {
            "type": "integer",
            "minimum": 0,
            "description": "Grows by one on every applied suggestion."
          },
          "updatedAt": {
            "type": "string",
            "format": "date-time"
          },
          "routers": {
            "type": "array",
            "items": {
              "$ref": "#/components/schemas/Router"
            }
          },
          "subAgents": {
            "type": "array",
            "items": {
              "$ref": "#/components/schemas/SubAgent"
            }
          },
          "tools": {
            "type": "array",
            "items": {
              "$ref": "#/components/schemas/Tool"
            }
          },
          "lineChannels": {
            "type": "array",
            "items": {
              "$ref": "#/components/schemas/LineChannel"
            }
          },
          "testMode": {
            "$ref": "#/components/schemas/TestMode"
          }
        },
        "x-standin-source": "assumed"
      },
      "CreateBuilderSessionRequest": {
        "type": "object",
        "description": "No fields yet; send `{}` or no body.",
        "properties": {},
        "additionalProperties": false,
        "x-standin-source": "assumed"
      },
      "BuilderSession": {
        "type": "object",
        "required": [
          "id",
          "projectId",
          "status",
          "createdAt",
          "expiresAt"
        ],
        "properties": {
          "id": {
            "type": "string",
            "minLength": 1
          },
          "projectId": {
            "type": "string",
            "minLength": 1
          },
          "status": {
            "type": "string",
            "enum": [
              "active",
              "expired"
            ]
          },
          "createdAt": {
            "type": "string",
            "format": "date-time"
          },
          "expiresAt": {
            "type": "string",
            "format": "date-time"
          }
        },
        "x-standin-source": "assumed"
      },
      "BuilderMessageRequest": {
        "type": "object",
        "required": [
          "sessionId",
          "instruction"
        ],
        "properties": {
          "sessionId": {
            "type": "string",
            "minLength": 1,
            "maxLength": 200
          },
          "instruction": {
            "type": "string",
            "minLength": 1,
            "maxLength": 4000
          }
        },
        "x-standin-source": "assumed"
      },
      "BuilderMessage": {
        "type": "object",
        "required": [
          "id",
          "sessionId",
          "role",
          "reply",
          "createdAt"
        ],
        "properties": {
          "id": {
            "type": "string",
            "minLength": 1
          },
          "sessionId": {
            "type": "string",
            "minLength": 1
          },
          "role": {
            "type": "string",
            "enum": [
              "assistant"
            ]
          },
          "reply": {
            "type": "string",
            "minLength": 1
          },
          "createdAt": {
            "type": "string",
            "format": "date-time"
          }
        },
        "x-standin-source": "assumed"
      },
      "BuilderMessageResponse": {
        "type": "object",
        "required": [
          "message",
          "suggestions"
        ],
        "properties": {
          "message": {
            "$ref": "#/components/schemas/BuilderMessage"
          },
          "suggestions": {
            "type": "array",
            "items": {
              "$ref": "#/components/schemas/Suggestion"
            }
          }
        },
        "x-standin-source": "assumed"
      },
      "TargetType": {
        "type": "string",
        "enum": [
          "router",
          "sub_agent",
          "tool",
          "line",
          "test_mode"
        ],
        "x-standin-source": "assumed"
      },
      "Operation": {
        "type": "string",
        "enum": [
          "create",
          "update",
          "delete",
          "connect",
          "disconnect",
          "enable",
          "disable"
        ],
        "x-standin-source": "assumed"
      },
      "SkillId": {
        "type": "string",
        "enum": [
          "router.create",
          "router.update",
          "router.delete",
          "sub_agent.create",
          "sub_agent.update",
          "sub_agent.delete",
          "tool.create",
          "tool.update",
          "tool.delete",
          "line.connect",
          "line.disconnect",
          "line.enable",
          "line.disable",
          "test_mode.enable",
          "test_mode.disable",
          "test_mode.update"
        ],
        "x-standin-source": "assumed"
      },
      "JsonSchemaObject": {
        "type": "object",
        "description": "A JSON Schema (2020-12) describing an object payload.",
        "required": [
          "type",
          "properties"
        ],
        "properties": {
          "type": {
            "type": "string",
            "const": "object"
          },
          "required": {
            "type": "array",
            "items": {
              "type": "string"
            }
          },
          "properties": {
            "type": "object",
            "additionalProperties": {
              "type": "object"
            }
          }
        },
        "additionalProperties": true,
        "x-standin-source": "assumed"
      },
      "Skill": {
        "type": "object",
        "required": [
          "id",
          "title",
          "description",
          "targetType",
          "operation",
          "inputSchema",
          "examples"
        ],
        "properties": {
          "id": {
            "$ref": "#/components/schemas/SkillId"
          },
          "title": {
            "type": "string",
            "minLength": 1
          },
          "description": {
            "type": "string",
            "minLength": 1
          },
          "targetType": {
            "$ref": "#/components/schemas/TargetType"
          },
          "operation": {
            "$ref": "#/components/schemas/Operation"
          },
          "inputSchema": {
            "$ref": "#/components/schemas/JsonSchemaObject"
          },
          "examples": {
            "type": "array",
            "minItems": 1,
            "items": {
              "type": "string",
              "minLength": 1
            }
          }
        },
        "x-standin-source": "assumed"
      },
      "SkillList": {
        "type": "object",
        "required": [
          "items"
        ],
        "properties": {
          "items": {
            "type": "array",
            "items": {
              "$ref": "#/components/schemas/Skill"
            }
          }
        },
        "x-standin-source": "assumed"
      },
      "SuggestionStatus": {
        "type": "string",
        "enum": [
          "pending",
          "applied",
          "rejected"
        ],
        "x-standin-source": "assumed"
      },
      "SuggestionPayload": {
        "description": "The input of the suggestion's skill; `Skill.inputSchema` of `skillId` is exactly one of these.",
        "anyOf": [
          {
            "$ref": "#/components/schemas/RouterCreateInput"
          },
          {
            "$ref": "#/components/schemas/RouterUpdateInput"
          },
          {
            "$ref": "#/components/schemas/RouterRefInput"
          },
          {
            "$ref": "#/components/schemas/SubAgentCreateInput"
          },
          {
            "$ref": "#/components/schemas/SubAgentUpdateInput"
          },
          {
            "$ref": "#/components/schemas/SubAgentRefInput"
          },
          {
            "$ref": "#/components/schemas/ToolCreateInput"
          },
          {
            "$ref": "#/components/schemas/ToolUpdateInput"
          },
          {
            "$ref": "#/components/schemas/ToolRefInput"
          },
          {
            "$ref": "#/components/schemas/LineConnectInput"
          },
          {
            "$ref": "#/components/schemas/LineRefInput"
          },
          {
            "$ref": "#/components/schemas/TestModeEnableInput"
          },
          {
            "$ref": "#/components/schemas/TestModeDisableInput"
          },
          {
            "$ref": "#/components/schemas/TestModeUpdateInput"
          }
        ],
        "x-standin-source": "assumed"
      },
      "RouterRuleInput": {
        "type": "object",
        "description": "A rule to add. Name the sub-agent by `subAgentId`, or by `subAgentName` when an earlier suggestion creates it.",
        "required": [
          "intent"
        ],
        "properties": {
          "intent": {
            "type": "string",
            "minLength": 1,
            "maxLength": 200
          },
          "keywords": {
            "type": "array",
            "maxItems": 20,
            "items": {
              "type": "string",
              "minLength": 1,
              "maxLength": 80
            }
          },
          "subAgentId": {
            "type": "string",
            "minLength": 1
          },
          "subAgentName": {
            "type": "string",
            "minLength": 1,
            "maxLength": 80
          }
        },
        "if": {
          "not": {
            "required": [
              "subAgentId"
            ]
          }
        },
        "then": {
          "required": [
            "subAgentName"
          ]
        },
        "additionalProperties": false,
        "x-standin-source": "assumed"
      },
      "RouterFallbackInput": {
        "type": "object",
        "required": [
          "action"
        ],
        "properties": {
          "action": {
            "type": "string",
            "enum": [
              "sub_agent",
              "human"
            ]
          },
          "subAgentId": {
            "type": "string",
            "minLength": 1
          },
          "subAgentName": {
            "type": "string",
            "minLength": 1,
            "maxLength": 80
          }
        },
        "additionalProperties": false,
        "x-standin-source": "assumed"
      },
      "RouterCreateInput": {
        "type": "object",
        "required": [
          "name"
        ],
        "properties": {
          "name": {
            "type": "string",
            "minLength": 1,
            "maxLength": 80
          },
          "description": {
            "type": "string",
            "maxLength": 500
          },
          "rules": {
            "type": "array",
            "maxItems": 50,
            "items": {
              "$ref": "#/components/schemas/RouterRuleInput"
            }
          },
          "fallback": {
            "$ref": "#/components/schemas/RouterFallbackInput"
          }
        },
        "additionalProperties": false,
        "x-standin-source": "assumed"
      },
      "RouterUpdateInput": {
        "type": "object",
        "required": [
          "routerId"
        ],
        "minProperties": 2,
        "properties": {
          "routerId": {
            "type": "string",
            "minLength": 1
          },
          "name": {
            "type": "string",
            "minLength": 1,
            "maxLength": 80
          },
          "description": {
            "type": "string",
            "maxLength": 500
          },
          "addRules": {
            "type": "array",
            "minItems": 1,
            "maxItems": 50,
            "items": {
              "$ref": "#/components/schemas/RouterRuleInput"
            }
          },
          "removeRuleIds": {
            "type": "array",
            "minItems": 1,
            "items": {
              "type": "string",
              "minLength": 1
            }
          },
          "fallback": {
            "$ref": "#/components/schemas/RouterFallbackInput"
          }
        },
        "additionalProperties": false,
        "x-standin-source": "assumed"
      },
      "RouterRefInput": {
        "type": "object",
        "required": [
          "routerId"
        ],
        "properties": {
          "routerId": {
            "type": "string",
            "minLength": 1
          }
        },
        "additionalProperties": false,
        "x-standin-source": "assumed"
      },
      "SubAgentCreateInput": {
        "type": "object",
        "required": [
          "name",
          "description",
          "instructions"
        ],
        "properties": {
          "name": {
            "type": "string",
            "minLength": 1,
            "maxLength": 80
          },
          "description": {
            "type": "string",
            "maxLength": 500
          },
          "instructions": {
            "type": "string",
            "maxLength": 4000
          },
          "toolIds": {
            "type": "array",
            "items": {
              "type": "string",
              "minLength": 1
            }
          },
          "toolNames": {
            "type": "array",
            "description": "Tools given by name, for a tool that an earlier suggestion of the same instruction creates and that has no id yet. Resolved (case-insensitively) when the suggestion is applied and added to the sub-agent's tools; applying it while a named tool is not on the board is a 409 SUGGESTION_CONFLICT.",
            "maxItems": 20,
            "items": {
              "type": "string",
              "minLength": 1,
              "maxLength": 80
            }
          }
        },
        "additionalProperties": false,
        "x-standin-source": "assumed"
      },
      "SubAgentUpdateInput": {
        "type": "object",
        "required": [
          "subAgentId"
        ],
        "minProperties": 2,
        "properties": {
          "subAgentId": {
            "type": "string",
            "minLength": 1
          },
          "name": {
            "type": "string",
            "minLength": 1,
            "maxLength": 80
          },
          "description": {
            "type": "string",
            "maxLength": 500
          },
          "instructions": {
            "type": "string",
            "maxLength": 4000
          },
          "toolIds": {
            "type": "array",
            "items": {
              "type": "string",
              "minLength": 1
            }
          },
          "toolNames": {
            "type": "array",
            "description": "Tools given by name, for a tool that an earlier suggestion of the same instruction creates and that has no id yet. Resolved (case-insensitively) when the suggestion is applied and added to the sub-agent's tools; applying it while a named tool is not on the board is a 409 SUGGESTION_CONFLICT.",
            "maxItems": 20,
            "items": {
              "type": "string",
              "minLength": 1,
              "maxLength": 80
            }
          }
        },
        "additionalProperties": false,
        "x-standin-source": "assumed"
      },
      "SubAgentRefInput": {
        "type": "object",
        "required": [
          "subAgentId"
        ],
        "properties": {
          "subAgentId": {
            "type": "string",
            "minLength": 1
          }
        },
        "additionalProperties": false,
        "x-standin-source": "assumed"
      },
      "ToolCreateInput": {
        "type": "object",
        "required": [
          "name",
          "description",
          "kind"
        ],
        "properties": {
          "name": {
            "type": "string",
            "minLength": 1,
            "maxLength": 80
          },
          "description": {
            "type": "string",
            "maxLength": 500
          },
          "kind": {
            "type": "string",
            "enum": [
              "builtin",
              "http"
            ]
          },
          "http": {
            "$ref": "#/components/schemas/ToolHttp"
          },
          "parameters": {
            "type": "array",
            "maxItems": 20,
            "items": {
              "$ref": "#/components/schemas/ToolParameter"
            }
          }
        },
        "additionalProperties": false,
        "x-standin-source": "assumed"
      },
      "ToolUpdateInput": {
        "type": "object",
        "required": [
          "toolId"
        ],
        "minProperties": 2,
        "properties": {
          "toolId": {
            "type": "string",
            "minLength": 1
          },
          "name": {
            "type": "string",
            "minLength": 1,
            "maxLength": 80
          },
          "description": {
            "type": "string",
            "maxLength": 500
          },
          "http": {
            "$ref": "#/components/schemas/ToolHttp"
          },
          "parameters": {
            "type": "array",
            "maxItems": 20,
            "items": {
              "$ref": "#/components/schemas/ToolParameter"
            }
          }
        },
        "additionalProperties": false,
        "x-standin-source": "assumed"
      },
      "ToolRefInput": {
        "type": "object",
        "required": [
          "toolId"
        ],
        "properties": {
          "toolId": {
            "type": "string",
            "minLength": 1
          }
        },
        "additionalProperties": false,
        "x-standin-source": "assumed"
      },
      "LineConnectInput": {
        "type": "object",
        "description": "Connect a LINE Official Account. Without `channelId` the mock assigns one; the secret and access token are write-only.",
        "required": [
          "name"
        ],
        "properties": {
          "name": {
            "type": "string",
            "minLength": 1,
            "maxLength": 80
          },
          "channelId": {
            "type": "string",
            "pattern": "^[0-9]{10}$"
          },
          "channelSecret": {
            "type": "string",
            "writeOnly": true,
            "minLength": 1
          },
          "channelAccessToken": {
            "type": "string",
            "writeOnly": true,
            "minLength": 1
          }
        },
        "additionalProperties": false,
        "x-standin-source": "assumed"
      },
      "LineRefInput": {
        "type": "object",
        "required": [
          "lineChannelId"
        ],
        "properties": {
          "lineChannelId": {
            "type": "string",
            "minLength": 1
          }
        },
        "additionalProperties": false,
        "x-standin-source": "assumed"
      },
      "TestModeEnableInput": {
        "type": "object",
        "properties": {
          "testers": {
            "type": "array",
            "uniqueItems": true,
            "maxItems": 50,
            "items": {
              "type": "string",
              "format": "email"
            }
          }
        },
        "additionalProperties": false,
        "x-standin-source": "assumed"
      },
      "TestModeDisableInput": {
        "type": "object",
        "description": "Turning test mode off takes no input.",
        "properties": {},
        "additionalProperties": false,
        "x-standin-source": "assumed"
      },
      "TestModeUpdateInput": {
        "type": "object",
        "minProperties": 1,
        "properties": {
          "addTesters": {
            "type": "array",
            "uniqueItems": true,
            "minItems": 1,
            "maxItems": 50,
            "items": {
              "type": "string",
              "format": "email"
            }
          },
          "removeTesters": {
            "type": "array",
            "uniqueItems": true,
            "minItems": 1,
            "items": {
              "type": "string",
              "format": "email"
            }
          }
        },
        "additionalProperties": false,
        "x-standin-source": "assumed"
      },
      "Suggestion": {
        "type": "object",
        "required": [
          "id",
          "sessionId",
          "messageId",
          "skillId",
          "status",
          "operation",
          "target",
          "title",
          "rationale",
          "payload",
          "dependsOn",
          "rejectionReason",
          "createdAt",
          "resolvedAt"
        ],
        "properties": {
          "id": {
            "type": "string",
            "minLength": 1
          },
          "sessionId": {
            "type": "string",
            "minLength": 1
          },
          "messageId": {
            "type": "string",
            "minLength": 1
          },
          "skillId": {
            "$ref": "#/components/schemas/SkillId"
          },
          "status": {
            "$ref": "#/components/schemas/SuggestionStatus"
          },
          "operation": {
            "$ref": "#/components/schemas/Operation"
          },
          "target": {
            "type": "object",
            "required": [
              "type",
              "id"
            ],
            "properties": {
              "type": {
                "$ref": "#/components/schemas/TargetType"
              },
              "id": {
                "type": [
                  "string",
                  "null"
                ],
                "description": "The board item it changes; null for a create until it is applied."
              }
            }
          },
          "title": {
            "type": "string",
            "minLength": 1
          },
          "rationale": {
            "type": "string",
            "minLength": 1
          },
          "payload": {
            "$ref": "#/components/schemas/SuggestionPayload"
          },
          "dependsOn": {
            "type": "array",
            "description": "Suggestions that must be applied before this one.",
            "items": {
              "type": "string",
              "minLength": 1
            }
          },
          "rejectionReason": {
            "type": [
              "string",
              "null"
            ]
          },
          "createdAt": {
            "type": "string",
            "format": "date-time"
          },
          "resolvedAt": {
            "type": [
              "string",
              "null"
            ],
            "format": "date-time"
          }
        },
        "x-standin-source": "assumed"
      },
      "SuggestionList": {
        "type": "object",
        "required": [
          "items"
        ],
        "properties": {
          "items": {
            "type": "array",
            "items": {
              "$ref": "#/components/schemas/Suggestion"
            }
          }
        },
        "x-standin-source": "assumed"
      },
      "ApplySuggestionResponse": {
        "type": "object",
        "required": [
          "suggestion",
          "board"
        ],
        "properties": {
          "suggestion": {
            "$ref": "#/components/schemas/Suggestion"
          },
          "board": {
            "$ref": "#/components/schemas/Board"
          }
        },
        "x-standin-source": "assumed"
      },
      "RejectSuggestionRequest": {
        "type": "object",
        "properties": {
          "reason": {
            "type": "string",
            "maxLength": 1000
          }
        },
        "additionalProperties": false,
        "x-standin-source": "assumed"
      },
      "RejectSuggestionResponse": {
        "type": "object",
        "required": [
          "suggestion"
        ],
        "properties": {
          "suggestion": {
            "$ref": "#/components/schemas/Suggestion"
          }
        },
        "x-standin-source": "assumed"
      },
      "AdminHealth": {
        "type": "object",
        "required": [
          "status",
          "version",
          "uptimeSeconds",
          "seed",
          "now",
          "prefixes",
          "profileShape"
        ],
        "properties": {
          "status": {
            "type": "string",
            "const": "ok"
          },
          "version": {
            "type": "string"
          },
          "uptimeSeconds": {
            "type": "number",
            "minimum": 0
          },
          "seed": {
            "type": "integer"
          },
          "now": {
            "type": "string",
            "format": "date-time"
          },
          "prefixes": {
            "type": "array",
            "items": {
              "type": "string"
            }
          },
          "profileShape": {
            "type": "string",
            "enum": [
              "nested",
              "flat"
            ]
          }
        },
        "x-standin-source": "assumed"
      },
      "AdminResetRequest": {
        "type": "object",
        "properties": {
          "seed": {
            "type": "integer",
            "minimum": 0,
            "maximum": 4294967295
          },
          "now": {
            "type": "string",
            "format": "date-time"
          }
        },
        "additionalProperties": false,
        "x-standin-source": "assumed"
      },
      "AdminResetResponse": {
        "type": "object",
        "required": [
          "status",
          "seed",
          "now"
        ],
        "properties": {
          "status": {
            "type": "string",
            "const": "reset"
          },
          "seed": {
            "type": "integer"
          },
          "now": {
            "type": "string",
            "format": "date-time"
          }
        },
        "x-standin-source": "assumed"
      },
      "StateSnapshot": {
        "type": "object",
        "description": "The mutable state of the mock. Users, organizations and report data are derived from `seed` and `now`.",
        "required": [
          "version",
          "seed",
          "now",
          "exportedAt",
          "projects",
          "boards",
          "sessions",
          "messages",
          "suggestions"
        ],
        "properties": {
          "version": {
            "type": "integer",
            "const": 1
          },
          "seed": {
            "type": "integer",
            "minimum": 0,
            "maximum": 4294967295
          },
          "now": {
            "type": "string",
            "format": "date-time"
          },
          "exportedAt": {
            "type": "string",
            "format": "date-time"
          },
          "projects": {
            "type": "array",
            "items": {
              "$ref": "#/components/schemas/Project"
            }
          },
          "boards": {
            "type": "array",
            "items": {
              "$ref": "#/components/schemas/Board"
            }
          },
          "sessions": {
            "type": "array",
            "items": {
              "allOf": [
                {
                  "$ref": "#/components/schemas/BuilderSession"
                },
                {
                  "type": "object",
                  "properties": {
                    "organizationId": {
                      "type": "string",
                      "description": "The organization of the session's project."
                    },
                    "userId": {
                      "type": "string",
                      "description": "Who started the session; empty when a snapshot did not say."
                    }
                  }
                }
              ]
            }
          },
          "messages": {
            "type": "array",
            "items": {
              "allOf": [
                {
                  "$ref": "#/components/schemas/BuilderMessage"
                },
                {
                  "type": "object",
                  "properties": {
                    "projectId": {
                      "type": "string",
                      "description": "The project of the message's session."
                    },
                    "instruction": {
                      "type": "string",
                      "description": "The instruction the message answered."
                    }
                  }
                }
              ]
            }
          },
          "suggestions": {
            "type": "array",
            "items": {
              "allOf": [
                {
                  "$ref": "#/components/schemas/Suggestion"
                },
                {
                  "type": "object",
                  "properties": {
                    "projectId": {
                      "type": "string",
                      "description": "The project of the suggestion's session."
                    }
                  }
                }
              ]
            }
          }
        },
        "x-standin-source": "assumed"
      },
      "AdminImportResponse": {
        "type": "object",
        "required": [
          "status",
          "seed",
          "now",
          "counts"
        ],
        "properties": {
          "status": {
            "type": "string",
            "const": "imported"
          },
          "seed": {
            "type": "integer"
          },
          "now": {
            "type": "string",
            "format": "date-time"
          },
          "counts": {
            "type": "object",
            "required": [
              "projects",
              "sessions",
              "messages",
              "suggestions"
            ],
            "properties": {
              "projects": {
                "type": "integer",
                "minimum": 0
              },
              "sessions": {
                "type": "integer",
                "minimum": 0
              },
              "messages": {
                "type": "integer",
                "minimum": 0
              },
              "suggestions": {
                "type": "integer",
                "minimum": 0
              }
            }
          }
        },
        "x-standin-source": "assumed"
      },
      "AdminExpireTokensResponse": {
        "type": "object",
        "required": [
          "status",
          "expiredBefore"
        ],
        "properties": {
          "status": {
            "type": "string",
            "const": "expired"
          },
          "expiredBefore": {
            "type": "string",
            "format": "date-time"
          }
        },
        "x-standin-source": "assumed"
      },
      "JournalEntry": {
        "type": "object",
        "required": [
          "id",
          "at",
          "method",
          "path",
          "query",
          "status",
          "durationMs",
          "operationId",
          "requestHeaders",
          "requestBody"
        ],
        "properties": {
          "id": {
            "type": "integer",
            "minimum": 1
          },
          "at": {
            "type": "string",
            "format": "date-time"
          },
          "method": {
            "type": "string",
            "minLength": 1
          },
          "path": {
            "type": "string"
          },
          "query": {
            "type": "string"
          },
          "status": {
            "type": "integer",
            "minimum": 100,
            "maximum": 599
          },
          "durationMs": {
            "type": "number",
            "minimum": 0
          },
          "operationId": {
            "type": [
              "string",
              "null"
            ]
          },
          "requestHeaders": {
            "type": "object",
            "additionalProperties": {
              "type": "string"
            }
          },
          "requestBody": {
            "description": "The JSON body (any JSON value) with passwords, secrets and tokens replaced by \"[REDACTED]\"; null when there was none."
          }
        },
        "x-standin-source": "assumed"
      },
      "RequestJournal": {
        "type": "object",
        "required": [
          "limit",
          "items"
        ],
        "properties": {
          "limit": {
            "type": "integer",
            "minimum": 1
          },
          "items": {
            "type": "array",
            "items": {
              "$ref": "#/components/schemas/JournalEntry"
            }
          }
        },
        "x-standin-source": "assumed"
      }
    }
  }
};

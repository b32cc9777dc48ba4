{
  "targets": [
    {
      "target_name": "shm_header",
      "sources": ["shm_header.c"],
      "defines": ["NAPI_VERSION=8"],
      "cflags": ["-Wall", "-Wextra", "-O2"]
    }
  ]
}

// map(path, length): the first `length` bytes of a file, mapped read-only and shared, as a
// Buffer. The embedded registry maps the start of `<db>-shm` (SQLite's WAL-index) with it, as
// SQLite itself does, so that checking whether the dataset has changed is a memory compare
// instead of a pread (lib/registry-server/shm-map.ts, store.ts createCommitWatch).
#include <errno.h>
#include <fcntl.h>
#include <node_api.h>
#include <stdio.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <unistd.h>

// Throws an Error naming what failed and why (errno), and returns NULL for the caller to return.
static napi_value fail(napi_env env, const char *what, int error) {
  char message[256];
  snprintf(message, sizeof message, "shm-header: %s: %s", what, strerror(error));
  napi_throw_error(env, NULL, message);
  return NULL;
}

// The Buffer's finalizer: the mapping lives until the Buffer is garbage-collected.
static void unmap(napi_env env, void *data, void *hint) {
  (void)env;
  munmap(data, (size_t)(uintptr_t)hint);
}

static napi_value map(napi_env env, napi_callback_info info) {
  size_t argc = 2;
  napi_value argv[2];
  char path[4096];
  size_t path_length;
  int64_t length;
  if (napi_get_cb_info(env, info, &argc, argv, NULL, NULL) != napi_ok || argc < 2 ||
      napi_get_value_string_utf8(env, argv[0], path, sizeof path, &path_length) != napi_ok ||
      napi_get_value_int64(env, argv[1], &length) != napi_ok || length <= 0)
    return fail(env, "map(path: string, length: number > 0)", EINVAL);
  if (path_length >= sizeof path - 1) return fail(env, "path", ENAMETOOLONG);

  int fd = open(path, O_RDONLY | O_CLOEXEC);
  if (fd < 0) return fail(env, "open", errno);
  struct stat st;
  if (fstat(fd, &st) != 0) {
    int error = errno;
    close(fd);
    return fail(env, "fstat", error);
  }
  // Mapped pages past the end of the file would raise SIGBUS when read: refuse a short file.
  if (st.st_size < length) {
    close(fd);
    return fail(env, "file shorter than length", EINVAL);
  }
  void *data = mmap(NULL, (size_t)length, PROT_READ, MAP_SHARED, fd, 0);
  int error = errno;
  close(fd); // the mapping keeps the file
  if (data == MAP_FAILED) return fail(env, "mmap", error);

  napi_value buffer;
  if (napi_create_external_buffer(env, (size_t)length, data, unmap, (void *)(uintptr_t)length, &buffer) != napi_ok) {
    munmap(data, (size_t)length);
    return fail(env, "napi_create_external_buffer", ENOMEM);
  }
  return buffer;
}

NAPI_MODULE_INIT() {
  napi_value fn;
  if (napi_create_function(env, "map", NAPI_AUTO_LENGTH, map, NULL, &fn) != napi_ok ||
      napi_set_named_property(env, exports, "map", fn) != napi_ok)
    return NULL;
  return exports;
}

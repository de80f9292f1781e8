#pragma once
// Host backend panics: the first panic of a launch is recorded, the thread is
// abandoned (KernelAbort, caught by the executor), and the launch reports
// Error::DevicePanic at the next synchronisation of its stream.
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>

#include "../../detail/format.hpp"
#include "context.hpp"

namespace rsgpu::detail {
namespace host {
[[noreturn]] inline void record_panic(const char *msg, const char *file, unsigned line,
                         unsigned long long a, unsigned long long b) {
  if (!tls_thread) {
    std::fprintf(stderr, "rsgpu: panic outside a kernel at %s:%u: %s\n", file,
                 line, format_panic(msg, a, b).c_str());
    std::abort();
  }
  if (tls_log) tls_log_flush(); // the accesses before the panic come first
  ThreadState &t = current();
  t.launch->fail(Error::device_panic(format_panic(msg, a, b), file, line,
                                     t.block_idx, t.thread_idx));
  throw KernelAbort{};
}
} // namespace host
} // namespace rsgpu::detail

namespace rsgpu::detail {
/// `message` may contain up to two "{}", replaced by a and b.
[[noreturn]] inline void panic(const char *message, const char *file,
                               unsigned line, unsigned long long a = 0,
                               unsigned long long b = 0) {
  host::record_panic(message, file, line, a, b);
  std::abort(); // unreachable: record_panic throws
}
} // namespace rsgpu::detail

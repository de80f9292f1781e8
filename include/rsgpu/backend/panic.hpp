#pragma once
// Device panics (S6). A panic stops the panicking thread's kernel and is reported
// to the host as Error::DevicePanic at the next synchronisation of the stream,
// with message, file, line, block and thread.
//
//   if (n == 0) RSGPU_PANIC("empty input");
//   RSGPU_ASSERT(i < n, "i out of range");
//
// detail::panic is the backend's (cuda/panic.hpp, host/panic.hpp); checks in
// hot device code call the out-of-line cold_panic and panic_bounds below.
#include <cstddef>

#include "../core/config.hpp"
#include "../core/panic.hpp"
#if RSGPU_BACKEND_CUDA
#include "cuda/panic.hpp"
#else
#include "host/panic.hpp"
#endif

#if RSGPU_BACKEND_CUDA
#define RSGPU_DETAIL_COLD [[noreturn]] inline __host__ __device__ __noinline__
#else
#define RSGPU_DETAIL_COLD [[noreturn]] inline
#endif

namespace rsgpu::detail {

/// The one out-of-line panic for checks in hot device code. The check itself
/// is a compare and a branch; keeping the panic body (record, string copies)
/// in a separate PTX .func keeps the kernel's instruction stream and register
/// use as small as the unchecked code's.
RSGPU_DETAIL_COLD void cold_panic(const char *message, const char *file,
                                  unsigned line, unsigned long long a = 0,
                                  unsigned long long b = 0) {
  panic(message, file, line, a, b);
}

/// The bounds-check panic, with the one bounds message (Rust's) inside: a
/// failing check's call site passes index, length and location only (each
/// argument is PTX instructions at every check site of a kernel).
RSGPU_DETAIL_COLD void panic_bounds(std::size_t index, std::size_t len,
                                    const char *file, unsigned line) {
  panic("index out of bounds: the len is {} but the index is {}", file, line,
        len, index);
}

} // namespace rsgpu::detail

#undef RSGPU_DETAIL_COLD

#define RSGPU_PANIC(msg) ::rsgpu::detail::panic((msg), __FILE__, __LINE__)
#define RSGPU_ASSERT(cond, msg)                                                \
  do {                                                                         \
    if (RSGPU_UNLIKELY(!(cond))) RSGPU_PANIC(msg);                             \
  } while (0)

#pragma once
// An out-of-line panic for checks in hot device code. The check itself is a
// compare and a branch; keeping the panic body (record, string copies) in a
// separate PTX .func keeps the kernel's instruction stream and register use
// as small as the unchecked code's.
#include "../../core/config.hpp"
#include "../../core/panic.hpp"

namespace rsgpu::detail {

#if RSGPU_BACKEND_CUDA
[[noreturn]] inline __host__ __device__ __noinline__ void
cold_panic(const char *message, const char *file, unsigned line,
           unsigned long long a = 0, unsigned long long b = 0) {
  panic(message, file, line, a, b);
}
#else
[[noreturn]] inline void cold_panic(const char *message, const char *file,
                                    unsigned line, unsigned long long a = 0,
                                    unsigned long long b = 0) {
  panic(message, file, line, a, b);
}
#endif

} // namespace rsgpu::detail

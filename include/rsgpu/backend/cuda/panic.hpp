#pragma once
// CUDA backend panics. The first panicking thread fills a device-global record,
// then the thread exits (PTX `exit`; exited threads count as arrived at later
// block barriers). Not trapping keeps the context usable, so the host can read
// the record after synchronising and return Error::DevicePanic.
//
// Limits (see docs/safety-model.md): one record per device module, so a panic is
// reported by the next synchronisation of any stream after it; other threads of
// the kernel run on.
#ifndef __CUDACC_RTC__ // NVRTC has no runtime headers (and needs none here)
#include <cuda_runtime_api.h>
#endif

#include "../../core/panic.hpp" // PanicRecord (this header is its tail)

namespace rsgpu::detail {

#if defined(__CUDACC_RDC__)
inline __device__ PanicRecord rsgpu_panic_record;
#else
// Whole-program mode requires internal linkage for header-defined device globals.
static __device__ PanicRecord rsgpu_panic_record;
#endif

[[noreturn]] RSGPU_FN void panic(const char *message, const char *file,
                                 unsigned line, unsigned long long a = 0,
                                 unsigned long long b = 0) {
#if RSGPU_DEVICE_PASS
  PanicRecord &r = rsgpu_panic_record;
  if (atomicCAS(&r.state, 0u, 1u) == 0u) {
    r.line = line;
    r.block[0] = blockIdx.x, r.block[1] = blockIdx.y, r.block[2] = blockIdx.z;
    r.thread[0] = threadIdx.x, r.thread[1] = threadIdx.y;
    r.thread[2] = threadIdx.z;
    r.args[0] = a;
    r.args[1] = b;
    copy_cstr(r.file, sizeof r.file, file);
    copy_cstr(r.message, sizeof r.message, message);
    __threadfence();
    atomicExch(&r.state, 2u);
  }
  asm volatile("exit;");
  __builtin_unreachable();
#else
  (void)message, (void)file, (void)line, (void)a, (void)b;
  __builtin_trap(); // device-only code path reached from the host
#endif
}

} // namespace rsgpu::detail

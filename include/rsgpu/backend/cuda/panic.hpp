#pragma once
// CUDA backend panics. The first panicking thread of a launch fills a slot of
// the device-global records (one slot per launch, keyed by PTX's %gridid, so
// a second kernel panicking before the first panic is reported keeps its own
// record), then the thread exits (PTX `exit`; exited threads count as arrived at later
// block barriers). Not trapping keeps the context usable, so the host can read
// the record after synchronising and return Error::DevicePanic.
//
// Limits (see docs/safety-model.md): one set of records per device module, so a
// panic is reported by the next synchronisation of any stream after it (the
// oldest first, one per synchronisation); other threads of the kernel run on.
// More than kPanicSlots unreported panicking launches: the others are counted
// (`dropped`) and named in the next report.
#ifndef __CUDACC_RTC__ // NVRTC has no runtime headers (and needs none here)
#include <cuda_runtime_api.h>
#endif

#include "../../core/panic.hpp" // PanicRecord (this header is its tail)

namespace rsgpu::detail {

#if defined(__CUDACC_RDC__)
inline __device__ PanicRecords rsgpu_panic_record;
#else
// Whole-program mode requires internal linkage for header-defined device globals.
static __device__ PanicRecords rsgpu_panic_record;
#endif

[[noreturn]] RSGPU_FN void panic(const char *message, const char *file,
                                 unsigned line, unsigned long long a = 0,
                                 unsigned long long b = 0) {
#if RSGPU_DEVICE_PASS
  PanicRecords &rs = rsgpu_panic_record;
  unsigned long long grid = 0;
  asm volatile("mov.u64 %0, %%gridid;" : "=l"(grid));
  grid += 1; // 0 marks a free slot
  // Every thread of a launch scans the slots in the same order and stops at
  // the first free one or its launch's: they all meet in one slot.
  unsigned k = 0;
  for (; k < kPanicSlots; ++k) {
    unsigned long long owner = atomicCAS(&rs.slot[k].grid, 0ull, grid);
    if (owner == 0ull || owner == grid) break;
  }
  if (k == kPanicSlots) {
    atomicAdd(&rs.dropped, 1u);
    asm volatile("exit;");
    __builtin_unreachable();
  }
  PanicRecord &r = rs.slot[k];
  if (atomicCAS(&r.state, 0u, 1u) == 0u) {
    r.seq = atomicAdd(&rs.next, 1ull);
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

#pragma once
// Host backend executor: runs every thread of every block of a launch.
// This first version runs threads one after another on the calling OS thread,
// which is exact for kernels that never synchronise. Barriers, warps, shared
// memory, clusters and the checks belong to the emulator (issue 3).
#include <cstdlib>
#include <functional>

#include "context.hpp"

namespace rsgpu::detail::host {

/// Called by a GPU thread at a block barrier.
inline void block_sync() {
  ThreadState &t = current();
  if (t.launch->block.volume() > 1) {
    t.launch->fail(Error(ErrorKind::Unsupported,
                         "block barrier: not supported by this executor yet"));
    throw KernelAbort{};
  }
}

enum class Access : unsigned char { Read, Write, Atomic };

/// Record an access through an rsgpu view (racecheck/memcheck hook).
inline void record_access(const void *, std::size_t, Access) {}

/// Whether views must report their accesses for the running launch.
inline bool tracing() {
  return tls_thread && any(tls_thread->launch->checks);
}

/// Run a whole grid; returns when every thread has finished or the launch was
/// aborted. Errors are left in `launch.error`.
inline void run_grid(LaunchState &launch, const std::function<void()> &body) {
  ThreadState ts;
  ts.launch = &launch;
  for (unsigned bz = 0; bz < launch.grid.z; ++bz)
    for (unsigned by = 0; by < launch.grid.y; ++by)
      for (unsigned bx = 0; bx < launch.grid.x; ++bx)
        for (unsigned tz = 0; tz < launch.block.z; ++tz)
          for (unsigned ty = 0; ty < launch.block.y; ++ty)
            for (unsigned tx = 0; tx < launch.block.x; ++tx) {
              if (launch.aborted.load(std::memory_order_relaxed)) return;
              ts.block_idx = {bx, by, bz};
              ts.thread_idx = {tx, ty, tz};
              tls_thread = &ts;
              try {
                body();
              } catch (KernelAbort &) {
              }
              tls_thread = nullptr;
            }
}

} // namespace rsgpu::detail::host

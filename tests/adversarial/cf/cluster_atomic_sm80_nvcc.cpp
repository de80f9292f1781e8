// S10: cluster-scope atomics exist only on sm_90+; compiled for sm_80 this
// must be a compile error naming S10 (docs/device/atomic.md).
#include <rsgpu/rsgpu.hpp>

#ifndef RSGPU_CF_OK
using Scope = rsgpu::scope::Cluster;
#else
using Scope = rsgpu::scope::Device;
#endif

struct Count {
  RSGPU_FN void operator()(rsgpu::Thread1D t,
                           rsgpu::AtomicSlice<unsigned, Scope> c) const {
    c.at(t.global_id() % c.len()).fetch_add(1u, rsgpu::Ordering::Relaxed);
  }
};

rsgpu::Result<void> f(rsgpu::Stream &s, rsgpu::DeviceBuffer<unsigned> &h) {
  return rsgpu::launch(s, rsgpu::LaunchConfig::for_elements(64), Count{},
                       rsgpu::atomic<Scope>(h.borrow_mut()));
}

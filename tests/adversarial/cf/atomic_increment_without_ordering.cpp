// S11: std::atomic habits: ++ on an rsgpu Atomic would be an operation with
// an implicit ordering; every atomic operation names its Rust ordering.
#include <rsgpu/rsgpu.hpp>

struct Count {
  RSGPU_FN void operator()(rsgpu::Thread1D t,
                           rsgpu::AtomicSlice<unsigned> hist) const {
    auto a = hist.at(t.global_id() % hist.len());
#ifndef RSGPU_CF_OK
    ++a;
#else
    a.fetch_add(1u, rsgpu::Ordering::Relaxed);
#endif
  }
};

rsgpu::Result<void> f(rsgpu::Stream &s, rsgpu::DeviceBuffer<unsigned> &h) {
  return rsgpu::launch(s, rsgpu::LaunchConfig::for_elements(64), Count{},
                       rsgpu::atomic(h.borrow_mut()));
}

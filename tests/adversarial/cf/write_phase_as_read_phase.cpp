// S8: skipping the barrier by naming the Read phase's type: a Write-phase
// handle must not convert to a Read-phase one without b.sync.
#include <rsgpu/rsgpu.hpp>

struct K {
  RSGPU_FN void operator()(rsgpu::Thread1D t, rsgpu::SliceMut<int> out) const {
    auto b = t.block();
    auto s = rsgpu::shared<int, 64>(b, [] {});
    s.mine(b) = int(b.thread_rank());
#ifndef RSGPU_CF_OK
    rsgpu::SharedSlice<int, 64, rsgpu::phase::Read> r = std::move(s);
#else
    auto r = b.sync(std::move(s));
#endif
    if (auto e = out.mine(t))
      *e = r[(b.thread_rank() + 1) % 64];
  }
};

rsgpu::Result<void> f(rsgpu::Stream &s, rsgpu::DeviceBuffer<int> &y) {
  return rsgpu::launch(s, rsgpu::LaunchConfig::for_elements(64), K{},
                       y.borrow_mut());
}

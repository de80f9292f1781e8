// S8: strided(b) and for_warp(w) in one
// Write phase (slot j: thread j through strided, thread 32*j through
// for_warp). for_warp in the Write phase does not compile; the twin passes a
// barrier into the per-warp phase between the two writes.
#include <rsgpu/rsgpu.hpp>

struct K {
  RSGPU_FN void operator()(rsgpu::Thread1D t, rsgpu::SliceMut<int> out) const {
    auto b = t.block();
    auto w = b.warp();
    auto acc = rsgpu::shared<int, 128>(b, [] {});
    for (auto slot : acc.strided(b))
      *slot = 0;
#ifdef RSGPU_CF_OK
    auto accw = b.sync<rsgpu::phase::WarpWrite>(std::move(acc));
#else
    auto &accw = acc;
#endif
    if (auto p = accw.for_warp(w))
      *p = int(w.id()) + 1;
    auto r = b.sync(std::move(accw));
    if (auto e = out.mine(t))
      *e = r[w.id()];
  }
};

rsgpu::Result<void> f(rsgpu::Stream &s, rsgpu::DeviceBuffer<int> &y) {
  return rsgpu::launch(s, rsgpu::LaunchConfig::for_elements(128), K{},
                       y.borrow_mut());
}

// S8: warp 0 zeroes acc[lane] (mine) while lane 0 of every
// warp writes acc[warp] (for_warp), in one Write phase: slot j written by
// thread j and thread 32*j. Per-warp slots are now a phase of their own, so
// for_warp in the Write phase does not compile. The twin passes a barrier
// into the per-warp phase between the two writes.
#include <rsgpu/rsgpu.hpp>

struct K {
  RSGPU_FN void operator()(rsgpu::Thread1D t, rsgpu::SliceMut<int> out) const {
    auto b = t.block();
    auto w = b.warp();
    auto acc = rsgpu::shared<int, 32>(b, [] {});
    if (w.id() == 0)
      acc.mine(b) = 0;
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

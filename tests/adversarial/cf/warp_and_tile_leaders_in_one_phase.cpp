// S8: for_warp with the warp and with an
// 8-thread tile in one phase (slot 1: thread 32 as warp 1's lane 0, thread 8
// as tile 1's). In the Write phase neither compiles; the twin gives each
// partition its own phase (WarpWrite, then TileWrite<8, 0>).
#include <rsgpu/rsgpu.hpp>

struct K {
  RSGPU_FN void operator()(rsgpu::Thread1D t, rsgpu::SliceMut<int> out) const {
    auto b = t.block();
    auto w = b.warp();
    auto q = b.tile<8>();
#ifdef RSGPU_CF_OK
    auto acc = rsgpu::shared<int, 16, rsgpu::phase::WarpWrite>(b, [] {});
#else
    auto acc = rsgpu::shared<int, 16>(b, [] {});
#endif
    if (auto p = acc.for_warp(w))
      *p = 100 + int(w.id());
#ifdef RSGPU_CF_OK
    auto acq = b.sync<rsgpu::phase::TileWrite<8, 0>>(std::move(acc));
#else
    auto &acq = acc;
#endif
    if (auto p = acq.for_warp(q))
      *p = int(q.meta_group_rank());
    auto r = b.sync(std::move(acq));
    if (auto e = out.mine(t))
      *e = r[q.meta_group_rank()];
  }
};

rsgpu::Result<void> f(rsgpu::Stream &s, rsgpu::DeviceBuffer<int> &y) {
  return rsgpu::launch(s, rsgpu::LaunchConfig::for_elements(128), K{},
                       y.borrow_mut());
}

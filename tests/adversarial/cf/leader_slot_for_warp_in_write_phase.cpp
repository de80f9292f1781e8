// S8: the Owned slot of
// for_warp taken in the Write phase, kept past the barrier and written while
// the block reads. for_warp in the Write phase no longer compiles; the same
// misuse in a per-warp phase (where for_warp compiles) stays a run-time case
// in device_test.cpp (S8_adv_leader_slot_kept_past_the_barrier_*).
#include <rsgpu/rsgpu.hpp>

struct K {
  RSGPU_FN void operator()(rsgpu::Thread1D t, rsgpu::SliceMut<int> out) const {
    auto b = t.block();
    auto w = b.warp();
#ifdef RSGPU_CF_OK
    auto acc = rsgpu::shared<int, 4, rsgpu::phase::WarpWrite>(b, [] {});
    if (auto p = acc.for_warp(w))
      *p = int(w.id());
#else
    auto acc = rsgpu::shared<int, 4>(b, [] {});
    auto mine = acc.for_warp(w);
    if (mine)
      *mine = int(w.id());
#endif
    auto r = b.sync(std::move(acc));
    int v = r[(w.id() + 1) % 4];
#ifndef RSGPU_CF_OK
    if (mine)
      *mine = -1;
#endif
    if (auto e = out.mine(t))
      *e = v;
  }
};

rsgpu::Result<void> f(rsgpu::Stream &s, rsgpu::DeviceBuffer<int> &y) {
  return rsgpu::launch(s, rsgpu::LaunchConfig::for_elements(128), K{},
                       y.borrow_mut());
}

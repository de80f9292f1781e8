// S8: in a per-warp phase slot w belongs to one lane of
// warp w; thread w's own-slot write would overlap it: rejected.
#include <rsgpu/rsgpu.hpp>

struct K {
  RSGPU_FN void operator()(rsgpu::Thread1D t, rsgpu::SliceMut<float> y) const {
    auto b = t.block();
    auto w = b.warp();
    auto acc = rsgpu::shared<float, 32, rsgpu::phase::WarpWrite>(b, [] {});
    if (auto e = acc.for_warp(w))
      *e = 1.0f;
#ifndef RSGPU_CF_OK
    acc.mine(b) = 0.0f;
    auto r = b.sync(std::move(acc));
#else
    auto r = b.sync(std::move(acc));
#endif
    if (auto o = rsgpu::mine(y, t))
      *o = r[w.id()];
  }
};
rsgpu::Result<void> run(rsgpu::Stream &st, rsgpu::DeviceBuffer<float> &y) {
  return rsgpu::launch(st, rsgpu::LaunchConfig{}, K{}, y.borrow_mut());
}
int main() {}

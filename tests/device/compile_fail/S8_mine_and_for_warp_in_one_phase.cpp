// S8: one Write phase hands out one partition of the
// slots. "Warp 0 zeroes acc[lane] while lane 0 of each warp writes acc[warp]"
// would write slot w from thread w and from lane 0 of warp w: rejected.
#include <rsgpu/rsgpu.hpp>

struct K {
  RSGPU_FN void operator()(rsgpu::Thread1D t, rsgpu::SliceMut<float> y) const {
    auto b = t.block();
    auto w = b.warp();
#ifndef RSGPU_CF_OK
    auto acc = rsgpu::shared<float, 32>(b, [] {});
    if (w.id() == 0)
      acc.mine(b) = 0.0f;
    if (auto e = acc.for_warp(w))
      *e = 1.0f;
#else
    auto acc = rsgpu::shared<float, 32, rsgpu::phase::WarpWrite>(b, [] {});
    if (auto e = acc.for_warp(w))
      *e = 1.0f;
#endif
    auto r = b.sync(std::move(acc));
    if (auto o = rsgpu::mine(y, t))
      *o = r[w.id()];
  }
};
rsgpu::Result<void> run(rsgpu::Stream &st, rsgpu::DeviceBuffer<float> &y) {
  return rsgpu::launch(st, rsgpu::LaunchConfig{}, K{}, y.borrow_mut());
}
int main() {}

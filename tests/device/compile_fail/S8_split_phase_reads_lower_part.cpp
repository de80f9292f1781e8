// S8: in a split phase the lower slots are being written
// by their threads; any thread reads only the upper part.
#include <rsgpu/rsgpu.hpp>

struct K {
  RSGPU_FN void operator()(rsgpu::Thread1DOf<64> t,
                           rsgpu::SliceMut<float> y) const {
    auto b = t.block();
    auto s = rsgpu::shared<float, 64>(b, [] {});
    s.mine(b) = 1.0f;
    auto sp = b.sync_split_at(std::move(s), 32);
#ifndef RSGPU_CF_OK
    if (auto e = sp.lower_mine(b))
      *e += sp[(b.thread_rank() + 1) % 64];
#else
    if (auto e = sp.lower_mine(b))
      *e += sp.upper(b.thread_rank());
#endif
    auto r = b.sync(std::move(sp));
    if (auto o = rsgpu::mine(y, t))
      *o = r[0];
  }
};
rsgpu::Result<void> run(rsgpu::Stream &st, rsgpu::DeviceBuffer<float> &y) {
  rsgpu::LaunchConfig c;
  c.block = {64};
  return rsgpu::launch(st, c, K{}, y.borrow_mut());
}
int main() {}

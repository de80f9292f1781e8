// S8: a slot taken from s.mine(b) and kept in a variable
// could be written after the barrier that ends its phase: rejected.
#include <rsgpu/rsgpu.hpp>

struct K {
  RSGPU_FN void operator()(rsgpu::Thread1D t, rsgpu::SliceMut<float> y) const {
    auto b = t.block();
    auto s = rsgpu::shared<float, 64>(b, [] {});
#ifndef RSGPU_CF_OK
    auto r = s.mine(b);
    auto rd = b.sync(std::move(s));
    r = 1.0f; // other threads read this slot now
#else
    s.mine(b) = 1.0f;
    auto rd = b.sync(std::move(s));
#endif
    if (auto o = rsgpu::mine(y, t))
      *o = rd[0];
  }
};
rsgpu::Result<void> run(rsgpu::Stream &st, rsgpu::DeviceBuffer<float> &y) {
  return rsgpu::launch(st, rsgpu::LaunchConfig{}, K{}, y.borrow_mut());
}
int main() {}

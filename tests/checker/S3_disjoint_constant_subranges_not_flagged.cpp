// S3 negative: exclusive and shared borrows of disjoint sub-ranges, with
// constant bounds or as (0, n) next to (n, m), are fine.
// EXIT: 0
// CHECK-NOT: RG04
#include <rsgpu/rsgpu.hpp>

struct Shift {
  RSGPU_FN void operator()(rsgpu::Thread t, rsgpu::Slice<const float> x,
                           rsgpu::SliceMut<float> y) const {
    if (auto e = y.mine(t)) *e = x[e.index()];
  }
};

rsgpu::Result<void> halves(rsgpu::Stream &s, rsgpu::DeviceBuffer<float> &b) {
  auto cfg = rsgpu::LaunchConfig::for_elements(8);
  RSGPU_TRY(rsgpu::launch(s, cfg, Shift{}, b.borrow(0, 8), b.borrow_mut(8, 8)));
  RSGPU_TRY(rsgpu::launch(s, cfg, Shift{}, b.borrow(8, 8), b.borrow_mut(0, 8)));
  return {};
}

rsgpu::Result<void> split(rsgpu::Stream &s, rsgpu::DeviceBuffer<float> &b,
                          std::size_t n) {
  auto cfg = rsgpu::LaunchConfig::for_elements(n);
  RSGPU_TRY(rsgpu::launch(s, cfg, Shift{}, b.borrow(0, n), b.borrow_mut(n, n)));
  return {};
}

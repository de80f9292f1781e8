// S13: a borrow moved into rsgpu::zip, then given to a second launch.
// EXIT: 1
#include <rsgpu/rsgpu.hpp>

struct AddX {
  RSGPU_FN void operator()(
      rsgpu::Thread1D t,
      rsgpu::Zip<rsgpu::SliceMut<int>, rsgpu::Slice<const int>> yx) const {
    if (auto e = yx.mine(t)) {
      auto [y, x] = *e;
      y = y + x;
    }
  }
};
struct Fill {
  RSGPU_FN void operator()(rsgpu::Thread1D t, rsgpu::SliceMut<int> y) const {
    if (auto e = y.mine(t))
      *e = 0;
  }
};

rsgpu::Result<void> run(rsgpu::Stream &s, rsgpu::DeviceBuffer<int> &y,
                        rsgpu::DeviceBuffer<int> &x) {
  auto cfg = rsgpu::LaunchConfig::for_elements(y.len());
  auto borrow = y.borrow_mut();
  RSGPU_TRY(
      rsgpu::launch(s, cfg, AddX{}, rsgpu::zip(std::move(borrow), x.borrow())));
  // CHECK: error[RG0401]: {{.*}}borrow
  // CHECK-NEXT: --> {{.*}}borrow_reused_after_zip.cpp:[[@LINE+1]]
  return rsgpu::launch(s, cfg, Fill{}, std::move(borrow));
}

// S3: a zip kept in a local variable, moved into the launch next to a
// separate shared borrow of one of its buffers (docs/device/views.md: a
// zip's components are borrowed like separate arguments).
// EXIT: 1
#include <rsgpu/rsgpu.hpp>

#include <utility>

struct AddBack {
  RSGPU_FN void
  operator()(rsgpu::Thread1D t,
             rsgpu::Zip<rsgpu::SliceMut<float>, rsgpu::Slice<const float>> yx,
             rsgpu::Slice<const float> again) const {
    if (auto e = yx.mine(t)) {
      auto [y, x] = *e;
      y = x + again[0];
    }
  }
};

rsgpu::Result<void> run(rsgpu::Stream &s, rsgpu::DeviceBuffer<float> &y,
                        rsgpu::DeviceBuffer<float> &x) {
  auto yx = rsgpu::zip(y.borrow_mut(), x.borrow());
  // CHECK: error[RG0402]: `y` is borrowed exclusively and shared by one launch (S3)
  // CHECK-NEXT: --> {{.*}}zip_variable_and_argument.cpp:[[@LINE+3]]
  // CHECK: note: the exclusive borrow of `y` is here (launch argument 0, the zip's component 0)
  return rsgpu::launch(s, rsgpu::LaunchConfig::for_elements(y.len()), AddBack{},
                       std::move(yx), y.borrow());
}

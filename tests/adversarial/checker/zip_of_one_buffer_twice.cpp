// S3: the same buffer lent exclusively twice through rsgpu::zip in one launch.
// EXIT: 1
#include <rsgpu/rsgpu.hpp>

struct Both {
  RSGPU_FN void
  operator()(rsgpu::Thread1D t,
             rsgpu::Zip<rsgpu::SliceMut<int>, rsgpu::SliceMut<int>> ab) const {
    if (auto e = ab.mine(t)) {
      auto [a, b] = *e;
      a = 1;
      b = 2;
    }
  }
};

rsgpu::Result<void> run(rsgpu::Stream &s, rsgpu::DeviceBuffer<int> &y) {
  // CHECK: error[RG0402]: {{.*}}
  // CHECK-NEXT: --> {{.*}}zip_of_one_buffer_twice.cpp:[[@LINE+2]]
  return rsgpu::launch(s, rsgpu::LaunchConfig::for_elements(y.len()), Both{},
                       rsgpu::zip(y.borrow_mut(), y.borrow_mut()));
}

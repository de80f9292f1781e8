// S2: a kernel reading a (non-constant) static data member: host memory, as
// a global is; nvcc rejects it, the emulator would run it.
// EXIT: 1
#include <rsgpu/rsgpu.hpp>

struct Config {
  static int bias; // set by the host program at start-up
};
int Config::bias = 3;

struct AddBias {
  RSGPU_FN void operator()(rsgpu::Thread1D t, rsgpu::SliceMut<int> y) const {
    // CHECK: error[RG0413]: device code uses the host variable `Config::bias`{{.*}}(S2)
    // CHECK-NEXT: --> {{.*}}static_member_in_kernel.cpp:[[@LINE+3]]
    // CHECK: note: `Config::bias` is declared here
    if (auto e = y.mine(t))
      *e += Config::bias;
  }
};

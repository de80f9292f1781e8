// S2: a host pointer hidden in a std::array (std::array of DeviceCopy is
// DeviceCopy; a pointer is not).
#include <array>
#include <rsgpu/rsgpu.hpp>

#ifndef RSGPU_CF_OK
using Arg = std::array<float *, 2>;
#else
using Arg = std::array<float, 2>;
#endif

struct K {
  RSGPU_FN void operator()(rsgpu::Thread1D, Arg) const {}
};

rsgpu::Result<void> f(rsgpu::Stream &s) {
  Arg a{};
  return rsgpu::launch(s, rsgpu::LaunchConfig::for_elements(1), K{}, a);
}

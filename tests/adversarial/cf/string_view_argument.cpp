// S2: std::string_view is trivially copyable but points into host memory.
#include <rsgpu/rsgpu.hpp>
#include <string_view>

#ifndef RSGPU_CF_OK
using Arg = std::string_view;
#else
using Arg = char;
#endif

struct K {
  RSGPU_FN void operator()(rsgpu::Thread1D, Arg) const {}
};

rsgpu::Result<void> f(rsgpu::Stream &s) {
  return rsgpu::launch(s, rsgpu::LaunchConfig::for_elements(1), K{}, Arg{});
}

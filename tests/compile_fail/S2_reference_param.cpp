#include "common.hpp"
struct RefKernel {
#ifdef RSGPU_CF_OK
  RSGPU_FN void operator()(rsgpu::Thread, float) const {}
#else
  RSGPU_FN void operator()(rsgpu::Thread, float &) const {} // S2: host reference
#endif
};
rsgpu::Result<void> f(rsgpu::Stream &s, float x) { return rsgpu::launch(s, {}, RefKernel{}, x); }

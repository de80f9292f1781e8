// Red team 29's compile-fail snippets: the lines under #ifndef RSGPU_CF_OK
// must not compile; the RSGPU_CF_OK side is the correct twin.
#pragma once
#include <rsgpu/collectives.hpp>
#include <rsgpu/rsgpu.hpp>

#include <cstdint>
#include <utility>

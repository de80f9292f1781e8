#!/usr/bin/env python3
"""table.py LOG — the construct table of docs/generator/rust-coverage.md from a
coverage run: LOG is build/*/coverage.log (written by `scripts/bench coverage`,
ctest -V format) or ctest's Testing/Temporary/LastTest.log. Prints one
Markdown row per corpus kernel: the construct (the kernel file's first doc
line), O0 and O3 results, and rsgpu-gen's first diagnostic (or the step that
failed)."""
import collections
import os
import re
import sys

here = os.path.dirname(os.path.abspath(__file__))
text = open(sys.argv[1], errors="replace").read()
out = collections.defaultdict(list)  # (kernel, opt) -> output lines
if "Testing: generator.coverage." in text:  # LastTest.log
    for block in re.split(r"\n(?=\d+/\d+ Testing: )", text):
        m = re.match(r"\d+/\d+ Testing: generator\.coverage\.(\w+)\.O([03])", block)
        if m:
            out[(m.group(1), m.group(2))] = block.splitlines()
else:  # ctest -V: "Start N: name", then "N: output line"
    names = dict(re.findall(r"Start\s+(\d+): generator\.coverage\.(\w+\.O[03])", text))
    for num, line in re.findall(r"^(\d+): (.*)$", text, re.M):
        if num in names:
            k, o = names[num].rsplit(".O", 1)
            out[(k, o)].append(line)


def verdict(lines):
    v = next((l for l in lines if l.startswith("COVERAGE ")), None)
    if v is None:
        return "no verdict", ""
    if v.endswith(": PASS"):
        return "pass", ""
    step = v.split(": FAIL ", 1)[1]
    diag = next((l for l in lines if re.match(r"error\[RG\d+\]", l)), None)
    if diag is None:
        diag = next((l for l in lines if "error" in l.lower() or "mismatch" in l.lower()
                     or "differ" in l.lower()), step)
    return step.split("(")[0], diag.strip()


CONSTRUCTS = {'it_step_by': '`(a..b).step_by(s)` (grid-stride loop)',
    'it_rev': '`(0..n).rev()`',
    'it_enumerate': '`slice.iter().enumerate()`',
    'it_zip': '`a.iter().zip(b.iter())`',
    'it_map_sum': '`iter().map(|v| v * v).sum::<f32>()`',
    'it_array_into_iter': 'array `IntoIter`: `for offset in [16, 8, 4, 2, 1]`',
    'it_slice_iter_pattern': '`slice::Iter` with a pattern: `for &(dx, dy) in TABLE.iter()`',
    'it_chunks_exact': '`chunks_exact(4)`',
    'it_chunks': '`chunks(3).nth(t)`',
    'it_impl_iterator_param': '`impl Iterator<Item = u32>` parameter',
    'it_fold': '`iter().fold(0u8, |acc, &v| acc ^ v)`',
    'it_position': '`iter().position(..)` → `Option<usize>`',
    'it_iter_max_fold': '`copied().fold(f32::NEG_INFINITY, f32::max)`',
    'it_chunks_mut': '`chunks_mut(w).nth(t)` + `iter_mut()`',
    'it_windows': '`windows(3).nth(i)`',
    'own_inherent_method': 'inherent methods (`impl Vec3 { fn length(self) }`)',
    'own_operator_impl': 'operator impls (`impl Mul<f32> for Vec3`, `Add`, `Sub`)',
    'own_enum_param': '`#[repr(u32)]` fieldless enum kernel parameter + `match`',
    'own_enum_local': 'fieldless enum returned by a device fn',
    'own_tuple_return': 'device fns returning tuples',
    'own_struct_array_field': '`gpu_struct!` with a `[f32; 3]` field',
    'own_generic_fn': 'generic device fns (`lerp<T: Add + ..>`, `largest<T: PartialOrd>`)',
    'own_trait_static': 'own trait with a default method, static dispatch',
    'own_const_array': '`const W: [f32; 9] = [1.0 / 16.0, ..]`',
    'own_const_sentinels': '`const NONE: usize = usize::MAX`, `f32::INFINITY`',
    'own_const_expr': 'const expressions and `const fn`',
    'own_const_struct': '`const ORIGIN: Vec3 = Vec3 { .. }`',
    'own_mut_ref_helper': 'device fn with `&mut` parameters',
    'own_default_struct': '`Stats::default()` + `&mut self` method',
    'core_clamp_int': '`<i32 as Ord>::clamp`',
    'core_clamp_float': '`f32::clamp`, `f32::min/max`',
    'core_abs_pow': '`i32::abs`, `unsigned_abs`, `u32::pow`, `i64::pow`',
    'core_rotate_bits': '`rotate_left/right`, `swap_bytes`, `count_ones`, `leading_zeros`, `reverse_bits`',
    'core_checked_sub': '`checked_sub` + `match` on the `Option`',
    'core_checked_mul_unwrap_or': '`checked_mul(..).and_then(..).unwrap_or(u32::MAX)`',
    'core_wrapping': '`wrapping_mul/sub/neg`, `to_le_bytes`',
    'core_saturating': '`saturating_add/sub/mul` on `u8`/`i32`',
    'core_overflowing': '`overflowing_add` (carry)',
    'core_float_methods': '`abs`, `signum`, `copysign`, `recip`, `to_radians`, `min/max`',
    'core_float_bits': '`to_bits`, `from_bits`, `is_nan`, `is_finite`, `is_sign_negative`',
    'core_total_cmp': '`f32::total_cmp`, `Ord::cmp` → `Ordering`',
    'core_min_max_int': '`u32::min/max`, `core::cmp::{min, max}`',
    'core_euclid': '`rem_euclid`, `div_euclid`',
    'core_abs_diff_ilog': '`abs_diff`, `checked_ilog2`, `ilog10`, `isqrt`',
    'core_mem_swap': '`core::mem::swap`',
    'core_bool_then': '`bool::then_some`, `bool::then`',
    'core_from_into': '`u64::from(u8)`, `f32::from(u16)`, `u8::try_from(..).unwrap_or(..)`',
    'core_option_combinators': '`slice.get(i)`, `Option::zip/map/unwrap_or_default`',
    'core_pow2': '`is_power_of_two`, `next_power_of_two`, `trailing_ones`',
    'core_float_round': 'float → int `as` casts (saturating, NaN → 0)',
    'panic_assert_msg': '`assert!(x < n, "value {} at {} ..", ..)`',
    'panic_debug_assert': '`debug_assert!(.., "{}", x)`, `debug_assert_ne!`',
    'panic_assert_eq': '`assert_eq!(a.len(), b.len(), "..")`',
    'panic_expect': '`Option::expect("..")`',
    'panic_unreachable': '`unreachable!("op {}", x)` in a match arm',
    'place_subslice': 'subslice `&x[2..8]`',
    'place_is_empty': '`is_empty()` of slices and a `&mut` parameter',
    'place_part_rows': 'a part `&mut out[t * W..(t + 1) * W]`',
    'place_slice_pattern': 'slice patterns `[first, .., last]`, `[a, b, rest @ ..]`',
    'place_split_at': '`split_at`',
    'place_local_array': 'local `[i32; 8]`, `slice::swap` (insertion sort)',
    'place_first_last': '`first()`, `last()`, `iter().max()`',
    'place_destructure': 'struct and tuple destructuring `let Vec3 { x, y, z } = v`',
    'place_struct_field_mut': '`get_mut(i)` + `&mut` field updates',
    'closure_plain': 'non-capturing closures',
    'closure_capture': 'closure capturing kernel parameters',
    'closure_fnmut': '`FnMut` closure mutating a captured local',
    'closure_passed': 'closures passed to generic fns (`F: Fn(f32) -> f32`, `impl Fn`)',
    'api_shared_2d': '2-D shared tile `shared_array::<[f32; 17], 16>()`, `tile[ty][tx]`',
    'api_shared_2d_matmul': 'two 2-D shared tiles + `step_by` (tiled matmul)',
    'api_shared_atomics': 'shared-memory atomics `shared_atomics::<u32, 16>()` (block histogram)',
    'api_block_scope_atomic': 'block-scope atomic counter in shared memory',
    'api_atomic_array_param': '`&[Atomic<u32>; 8]` kernel parameter',
    'api_warp_size_const': '`WARP_SIZE` constant, `shfl_xor` loop',
    'api_sync_warp_mask': '`warp::sync_warp_mask(0xffff_ffff)` + `s[i]` reads',
    'api_shared_add_assign': '`s[t] += s[t + stride]` on a shared array',
    'api_shared_index_stencil': '`tile[j]` indexing with a halo'}


def construct(kernel):
    if kernel in CONSTRUCTS:
        return CONSTRUCTS[kernel]
    path = os.path.join(here, "kernels", kernel + ".rs")
    for line in open(path):
        if line.startswith("//!") or line.strip().startswith("///"):
            return line.split("//", 1)[1].lstrip("!/ ").strip()
    return kernel


def cell(s):
    return s.replace("|", "\\|")


def short(d):
    # The diagnostic's first line, without absolute paths.
    d = re.sub(r"\{closure@[^`]*", "{closure@..}", d)
    d = re.sub(r"/\S*/", "", d)
    return d[:200]


kernels = sorted({k for k, _ in out})
print("| construct | kernel | O0 | O3 | rsgpu-gen today |")
print("|---|---|---|---|---|")
for k in kernels:
    r0, d0 = verdict(out.get((k, "0"), []))
    r3, d3 = verdict(out.get((k, "3"), []))
    diag = d0 or d3
    if d0 and d3 and d0 != d3:
        diag = f"O0: {d0} — O3: {d3}"
    code = re.findall(r"RG\d+", diag)
    print(f"| {cell(construct(k))} | `{k}` | {r0} | {r3} | {cell(short(diag))} |")
passed = sum(1 for key in out if verdict(out[key])[0] == "pass")
print(f"\n{passed} of {len(out)} runs pass.", file=sys.stderr)

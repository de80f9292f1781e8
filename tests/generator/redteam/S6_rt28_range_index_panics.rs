//! S6 run case (red team 28): read-only range indexing at and past its edges on the emulator: `&x[a..]`, `&x[..b]`, `&x[a..=b]`, `&x[a..b]` of an 8-element parameter with `a`, `b` kernel parameters (u64). In range (a == len, b == len, a == b + 1 for `..=`) the length must be rustc's; past it the launch must end in a `DevicePanic` with Rust 1.95's message (measured with rustc 1.95 on the host: `range start index 9 out of range for slice of length 8`, `range end index 9 ..`, `x[3..=8]`: `range end index 8 out of range for slice of length 8`, `x[5..=3]`: `slice index starts at 5 but ends at 4`, `x[0..=u64::MAX]`: `range end index 18446744073709551615 out of range for slice of length 8`). Docs (calls.md: index_from / index_to / index_inclusive with Rust 1.95's panics).
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn range_index_panics(x: &[u32], y: &mut [u32], mode: u32, a: u64, b: u64) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if i < y.len() {
            let a = a as usize;
            let b = b as usize;
            let s: &[u32] = match mode {
                0 => &x[a..],
                1 => &x[..b],
                2 => &x[a..=b],
                _ => &x[a..b],
            };
            let mut t = s.len() as u32 * 1000;
            for &e in s {
                t = t.wrapping_add(e);
            }
            y[i] = t;
        }
    }
}

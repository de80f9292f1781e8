//! A `static` table of `u8` (and one of `u32`): rustc -O0 and -O3 print a
//! reference to the u8 one as `const <static(DefId(0:4 ~ krate[..]::T))>`
//! (not `{alloc1: &[u8; 4]}`, as for the u32 one); both are the static's
//! allocation dump.
#![no_std]
use rsgpu::*;

static GAMMA: [u8; 4] = [3, 5, 200, 255];
static WIDE: [u32; 2] = [7, 0xdead_beef];

rsgpu::kernel! {
    pub fn static_u8_table(out: &mut [u32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if i < out.len() {
            out[i] = GAMMA[i & 3] as u32 + WIDE[i & 1];
        }
    }
}
// CHECK: kernel @static_u8_table(

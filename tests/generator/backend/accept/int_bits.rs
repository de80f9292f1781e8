//! Integer intrinsics, bit-exact against Rust: rotations (amounts past the
//! width), trailing/leading zeros (of 0 too), byte swaps, bit reversal and
//! saturating arithmetic, on u8, u16, u32, i32 and u64.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn int_bits(x: &[u32], s: &[i32], w: &[u64], o32: &mut [u32], oi: &mut [i32],
                    o64: &mut [u64], o16: &mut [u16], o8: &mut [u8]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if i < x.len() && i < s.len() && i < w.len() && i < o32.len() && i < oi.len()
            && i < o64.len() && i < o16.len() && i < o8.len() {
            let v = x[i];
            let n = v % 70;
            o32[i] = v.rotate_left(n)
                ^ v.rotate_right(n + 5)
                ^ v.trailing_zeros()
                ^ (v.leading_zeros() << 8)
                ^ v.swap_bytes()
                ^ v.reverse_bits().wrapping_mul(3)
                ^ v.saturating_add(v.rotate_left(7))
                ^ v.saturating_sub(0x8000_0000);
            let a = s[i];
            let b = a.rotate_right(n);
            oi[i] = a.saturating_add(b)
                ^ a.saturating_sub(b)
                ^ a.rotate_left(n) ^ a.swap_bytes() ^ a.reverse_bits()
                ^ (a.trailing_zeros() as i32)
                ^ ((a.leading_zeros() as i32) << 16);
            let q = w[i];
            o64[i] = q.rotate_left(n)
                ^ q.rotate_right(n * 3)
                ^ (q.trailing_zeros() as u64)
                ^ ((q.leading_zeros() as u64) << 32)
                ^ q.swap_bytes()
                ^ q.reverse_bits()
                ^ q.saturating_add(q >> 1).wrapping_add(q.saturating_sub(v as u64));
            let h = v as u16;
            o16[i] = h.rotate_left(n) ^ h.swap_bytes() ^ h.reverse_bits()
                ^ h.saturating_add(h << 3) ^ (h.leading_zeros() as u16) ^ ((h.trailing_zeros() as u16) << 8);
            let c = (v >> 8) as u8;
            o8[i] = c.reverse_bits() ^ c.rotate_right(n) ^ (c.trailing_zeros() as u8)
                ^ c.saturating_sub(h as u8) ^ c.saturating_add(0x80) ^ ((c.leading_zeros() as u8) << 4);
        }
    }
}
// CHECK: kernel @int_bits(
// CHECK: bit.rotl

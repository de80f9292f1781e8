#![no_std]
use rsgpu::*;

struct P {
    v: u64,
    o: bool,
}

rsgpu::kernel! {
    /// carrying_add / carrying_mul (u32, u64) and overflow flags that travel
    /// through a reference, a struct and a loop before their test
    /// (ir/OverflowFlags.cpp): the values are data, so every path runs.
    pub fn fp27_carrying_flags(a: &[u32], b: &[u32], lo: &mut [u64], hi: &mut [u64], fl: &mut [u32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if i < a.len() && i < b.len() && i < lo.len() && i < hi.len() && i < fl.len() {
            let x = a[i];
            let y = b[i];
            let c = x & 1 == 1;
            let (s32, c32) = x.carrying_add(y, c);
            let (l32, h32) = x.carrying_mul(y, x ^ y);
            let xw = ((x as u64) << 32) | y as u64;
            let yw = ((y as u64) << 29) ^ x as u64;
            let (s64, c64) = xw.carrying_add(yw, !c);
            let (l64, h64) = xw.carrying_mul(yw, xw ^ 7);
            // a flag read through a reference and a struct
            let t = xw.overflowing_mul(yw);
            let r = &t;
            let p = P { v: r.0, o: r.1 };
            let through = if p.o { 1u64 } else { p.v };
            // the last trip's flag tested after the loop
            let mut v = x as u64;
            let mut o = false;
            let mut trips = 0u32;
            for _ in 0..3 {
                if o {
                    break;
                }
                let q = v.overflowing_mul(y as u64 | 1);
                v = q.0;
                o = q.1;
                trips += 1;
            }
            let looped = if o { 0 } else { v };
            lo[i] = l64 ^ s64 ^ (s32 as u64) ^ through;
            hi[i] = h64 ^ ((h32 as u64) << 32) ^ (l32 as u64) ^ looped;
            fl[i] = (c32 as u32) | (c64 as u32) << 1 | (p.o as u32) << 2 | trips << 3;
        }
    }
}

//! Red team 28: `to_be_bytes` of u32, u16, u64, i32 (negative), u8, and `to_le_bytes`/`from_be_bytes` round trips. Docs (calls.md core.to_be_bytes): rustc's byte order.
#![no_std]
#![allow(unused, non_upper_case_globals, non_camel_case_types)]
use rsgpu::*;



rsgpu::kernel! {
    pub fn r28_to_be_bytes_widths(x: &[u32], o1: &mut [u32], o2: &mut [u32], o3: &mut [u32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if i < x.len() && i < o1.len() && i < o2.len() && i < o3.len() {
            let v = x[i] % 1000;
            let w = x[i];
            let b = w.to_be_bytes();
            let r1 = (b[0] as u32) | (b[1] as u32) << 8 | (b[2] as u32) << 16 | (b[3] as u32) << 24;
            let h = (w as u16).to_be_bytes();
            let q = (w as u64 * 0x1_0000_0001).to_be_bytes();
            let r2 = (h[0] as u32) << 8 | h[1] as u32 | (q[0] as u32) << 16 | (q[7] as u32) << 24;
            let s = (-(w as i32 & 0xffff)).to_be_bytes();
            let l = w.to_le_bytes();
            let r3 = (s[0] as u32) << 24 | (s[3] as u32) | ((l[1] as u32) << 8) ^ ((w as u8).to_be_bytes()[0] as u32);
            o1[i] = r1;
            o2[i] = r2;
            o3[i] = r3;
        }
    }
}

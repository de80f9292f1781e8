//! `binary_search_by` with the user's comparator (an ascending and a descending order, a
//! comparator that reads a captured offset), and `binary_search` of signed keys with
//! duplicates: core's answer (the index core's halving finds) at O0 and O3.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn it_binary_search_by(asc: &[i32], desc: &[i32], qs: &[i32], off: i32, out: &mut [u32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if i >= qs.len() || (i + 1) * 4 > out.len() {
            return;
        }
        let q = qs[i];
        let a = match asc.binary_search_by(|p| p.cmp(&q)) { Ok(k) => k as u32 | 0x1000, Err(k) => k as u32 };
        let d = match desc.binary_search_by(|p| q.cmp(p)) { Ok(k) => k as u32 | 0x1000, Err(k) => k as u32 };
        let s = match asc.binary_search_by(|p| (*p + off).cmp(&q)) { Ok(k) => k as u32 | 0x1000, Err(k) => k as u32 };
        let b = match asc.binary_search(&q) { Ok(k) => k as u32 | 0x1000, Err(k) => k as u32 };
        out[i * 4] = a;
        out[i * 4 + 1] = d;
        out[i * 4 + 2] = s;
        out[i * 4 + 3] = b;
    }
}

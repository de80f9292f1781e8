use diff::*;
use kernel::u27_spmv_csr;

fn main() {
    diff::main(|d| {
        for (rows, ncols) in [(1usize, 1usize), (50, 40), (200, 100)] {
            let mut row_ptr = vec![0u32];
            let mut cols = vec![];
            for r in 0..rows {
                let k = (hash(10, r) % 6) as usize;
                for j in 0..k {
                    cols.push((hash(11, r * 7 + j) % ncols as u64) as u32);
                }
                row_ptr.push(cols.len() as u32);
            }
            let nnz = cols.len();
            launch!(d, threads(rows.div_ceil(64), 64),
                    u27_spmv_csr(row_ptr = buf(row_ptr), cols = buf(cols), vals = buf(floats(nnz, 12)),
                                 x = buf(floats(ncols, 13)), y = buf_mut(zeros(rows))));
        }
    });
}

use diff::*;
use kernel::it_binary_search_by;

fn main() {
    diff::main(|d| {
        for (n, nq, off) in [(0usize, 3usize, 0i32), (1, 5, 2), (64, 100, -3), (200, 130, 5)] {
            // ascending with runs of duplicates; its reverse descending
            let asc: Vec<i32> = (0..n).map(|k| (k as i32 / 3) * 4 - 100).collect();
            let desc: Vec<i32> = asc.iter().rev().copied().collect();
            launch!(d, threads(nq.div_ceil(64), 64),
                    it_binary_search_by(asc = buf(asc), desc = buf(desc), qs = buf(i32s(nq, 74, 160)), off = val(off), out = buf_mut(zeros(4 * nq))));
        }
    });
}

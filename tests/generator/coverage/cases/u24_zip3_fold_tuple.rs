use diff::*;
use kernel::u24_zip3_fold_tuple;

fn main() {
    diff::main(|d| {
        for (rows, width, block) in [(1usize, 1usize, 32usize), (100, 6, 64), (500, 9, 128)] {
            let n = rows * width;
            launch!(d, threads(rows.div_ceil(block), block),
                    u24_zip3_fold_tuple(a = buf(i32s(n, 2447, 100)), b = buf(i32s(n, 2448, 100)), c = buf(i32s(n, 2449, 1000)),
                                        width = val(width), lo = buf_mut(zeros(rows)), hi = buf_mut(zeros(rows)),
                                        sum = buf_mut(zeros(rows))));
        }
    });
}
